import { depositOf, fromMinor, toMinor } from '@cakeshop/shared/money';
import type { ShopSettingsOut } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { PayOnlineChoice } from '../../../components/visitor-form/pay-online-choice';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/**
 * What checkout asks of the visitor while the shop takes payments online: its rule for paying at
 * checkout, and the deposit a large order pays (from which total, what percent, the balance due
 * how many days before the day; null: none).
 */
export type CheckoutPaymentRule = NonNullable<ShopSettingsOut['checkoutPayment']> & {
  deposit: { from: number; percent: number; amount: number; dueDays: number } | null;
};

/** The deposit an order of `total` pays as it is placed, as the server works it out; null: none. */
export function depositAt(rule: CheckoutPaymentRule | null, total: number, currency: string): number | null {
  if (!rule?.deposit || total < rule.deposit.from) return null;
  return fromMinor(
    depositOf(
      toMinor(total, currency),
      { depositPercent: rule.deposit.percent, depositAmount: rule.deposit.amount },
      currency,
    ),
    currency,
  );
}

/**
 * How the order is paid, above the button: where the shop asks for payment online (or a large
 * order's deposit), a line saying what the provider's page takes next and that the order is held
 * meanwhile; where it is the visitor's choice, two radios (paying now is the first). A shop not
 * paid at checkout shows nothing.
 */
export function CheckoutPayment({
  rule,
  payNow,
  total,
  currency,
  money,
}: {
  rule: CheckoutPaymentRule | null;
  payNow: string | undefined;
  total: number;
  currency: string;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deposit = depositAt(rule, total, currency);
  if (!rule || (rule.pay === 'off' && deposit === null)) return null;
  const asked = rule.pay === 'required' || deposit !== null;
  return (
    <PayOnlineChoice
      note={
        !asked
          ? null
          : deposit === null
            ? t('site.basket.payRequired')
            : t('site.basket.payDeposit', {
                deposit: money(deposit),
                balance: money(total - deposit),
                count: rule.deposit?.dueDays ?? 0,
                days: formatNumber(rule.deposit?.dueDays ?? 0, language),
              })
      }
      later={t('site.basket.payLater')}
      payNow={payNow}
      testMode={rule.testMode}
    />
  );
}
