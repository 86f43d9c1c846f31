import { MAX_PAYMENT_RULE_DAYS } from '@cakeshop/shared';
import { toAsciiDigits } from '@cakeshop/shared/digits';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from '../../../components/field-control';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { SettingsValues } from './settings-values';

/**
 * The owner's payment rules: a custom cake's deposit and when its balance falls due, and what a
 * visitor's own cancellation gives back, said in a sentence as the owner sets it.
 */
export function PaymentRulesFields() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useWatch<SettingsValues, 'paymentRules'>({ name: 'paymentRules' });
  // As typed (any script's digits), written in the screen's; a value not a number yet as it is.
  const shown = (value: string) => {
    const number = Number(toAsciiDigits(value));
    return value.trim() !== '' && Number.isFinite(number) ? formatNumber(number, language) : value;
  };
  const range = (min: number, max: number, fallback: number) => ({ min, max, fallback });
  return (
    <>
      <div className="form-grid">
        <InputField
          name="paymentRules.depositPercent"
          label={t('dashboard.fields.depositPercent')}
          hint={t('dashboard.fields.depositPercentHint', range(0, 100, 30))}
          inputMode="numeric"
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
        <InputField
          name="paymentRules.lateRefundPercent"
          label={t('dashboard.fields.lateRefundPercent')}
          hint={t('dashboard.fields.lateRefundPercentHint', range(0, 100, 70))}
          inputMode="numeric"
          dir="ltr"
        />
      </div>
      <p className="form-note" role="status">
        {t('dashboard.settings.refundPolicy', {
          days: shown(rules.fullRefundDays),
          percent: shown(rules.lateRefundPercent),
        })}
      </p>
    </>
  );
}
