import { LATE_REFUNDS, MAX_PAYMENT_RULE_DAYS, PAY_AT_CHECKOUT } from '@cakeshop/shared';
import { toAsciiDigits } from '@cakeshop/shared/digits';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField, SelectField } from '../../../components/field-control';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { SettingsValues } from './settings-values';

/**
 * The owner's payment rules: whether a visitor pays online as they order (`online` false: the
 * shop takes no payments online, PAYMENTS is off, so the choice waits for it), a custom cake's deposit and when its balance falls due, and what a
 * visitor's own cancellation gives back, said in a sentence as the owner sets it.
 */
export function PaymentRulesFields({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useWatch<SettingsValues, 'paymentRules'>({ name: 'paymentRules' });
  // As typed (any script's digits), written in the screen's; a value not a number yet as it is.
  const shown = (value: string) => {
    const number = Number(toAsciiDigits(value));
    return value.trim() !== '' && Number.isFinite(number) ? formatNumber(number, language) : value;
  };
  const range = (min: number, max: number, fallback: number) => ({ min, max, fallback });
  // Paying online as one orders or books: off is each select's empty choice (its placeholder).
  const onlineChoices = PAY_AT_CHECKOUT.filter((value) => value !== 'off').map((value) => ({
    value,
    label: t(`dashboard.fields.payAtCheckoutChoices.${value}`),
  }));
  return (
    <>
      <div className="form-grid">
        <SelectField
          name="paymentRules.payAtCheckout"
          label={t('dashboard.fields.payAtCheckout')}
          hint={t(online ? 'dashboard.fields.payAtCheckoutHint' : 'dashboard.fields.payAtCheckoutOff')}
          placeholder={t('dashboard.fields.payAtCheckoutChoices.off')}
          options={onlineChoices}
        />
        <SelectField
          name="paymentRules.payForCourses"
          label={t('dashboard.fields.payForCourses')}
          hint={t(online ? 'dashboard.fields.payForCoursesHint' : 'dashboard.fields.payAtCheckoutOff')}
          placeholder={t('dashboard.fields.payForCoursesOff')}
          options={onlineChoices}
        />
        <InputField
          name="paymentRules.depositPercent"
          label={t('dashboard.fields.depositPercent')}
          hint={t('dashboard.fields.depositPercentHint', range(0, 100, 30))}
          inputMode="numeric"
          dir="ltr"
        />
        <InputField
          name="paymentRules.depositAmount"
          label={t('dashboard.fields.depositAmount')}
          hint={t('dashboard.fields.depositAmountHint')}
          inputMode="decimal"
          dir="ltr"
        />
        <InputField
          name="paymentRules.depositFrom"
          label={t('dashboard.fields.depositFrom')}
          hint={t('dashboard.fields.depositFromHint')}
          inputMode="decimal"
          dir="ltr"
        />
        <InputField
          name="paymentRules.balanceDueDays"
          label={t('dashboard.fields.balanceDueDays')}
          hint={t('dashboard.fields.balanceDueDaysHint', range(0, MAX_PAYMENT_RULE_DAYS, 3))}
          inputMode="numeric"
          dir="ltr"
        />
        <InputField
          name="paymentRules.fullRefundDays"
          label={t('dashboard.fields.fullRefundDays')}
          hint={t('dashboard.fields.fullRefundDaysHint', range(1, MAX_PAYMENT_RULE_DAYS, 2))}
          inputMode="numeric"
          dir="ltr"
        />
        <SelectField
          name="paymentRules.lateRefund"
          label={t('dashboard.fields.lateRefund')}
          hint={t('dashboard.fields.lateRefundHint')}
          // The percent is the empty choice, as a record saved before this rule reads.
          placeholder={t('dashboard.fields.lateRefundChoices.percent')}
          options={LATE_REFUNDS.filter((value) => value !== 'percent').map((value) => ({
            value,
            label: t(`dashboard.fields.lateRefundChoices.${value}`),
          }))}
        />
        <InputField
          name="paymentRules.lateRefundPercent"
          label={t('dashboard.fields.lateRefundPercent')}
          hint={t('dashboard.fields.lateRefundPercentHint', range(0, 100, 70))}
          inputMode="numeric"
          dir="ltr"
        />
      </div>
      <p className="form-note" role="status">
        {t(
          rules.lateRefund === 'deposit'
            ? 'dashboard.settings.refundPolicyDeposit'
            : 'dashboard.settings.refundPolicy',
          {
            days: shown(rules.fullRefundDays),
            percent: shown(rules.lateRefundPercent),
          },
        )}
      </p>
    </>
  );
}
