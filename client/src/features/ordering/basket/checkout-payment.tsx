import type { ShopSettingsOut } from '@cakeshop/shared';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What checkout asks of the visitor (the shop's rule while it takes payments online). */
export type CheckoutPaymentRule = NonNullable<ShopSettingsOut['checkoutPayment']>;

/**
 * How the order is paid, above the button: where the shop asks for payment online, a line saying
 * the provider's page comes next and the order is held meanwhile; where it is the visitor's
 * choice, two radios (paying now is the first). A shop not paid at checkout shows nothing.
 */
export function CheckoutPayment({
  rule,
  payNow,
}: {
  rule: CheckoutPaymentRule | null;
  payNow: string | undefined;
}) {
  const { t } = useTranslation();
  if (!rule || rule.pay === 'off') return null;
  const testMode = rule.testMode && <p className="checkout__pay-test">{t('site.basket.payTestMode')}</p>;
  if (rule.pay === 'required')
    return (
      <div className="checkout__pay">
        <p className="checkout__pay-note">
          <CreditCard aria-hidden="true" size={18} />
          {t('site.basket.payRequired')}
        </p>
        {testMode}
      </div>
    );
  // Without script the radios post as they are; a form sent back keeps the visitor's choice.
  const now = payNow !== '';
  return (
    <fieldset className="checkout__pay">
      <legend className="field__label">{t('site.basket.payHow')}</legend>
      <label className="checkout__pay-choice">
        <input type="radio" name="payOnline" value="on" defaultChecked={now} />
        {t('site.basket.payNow')}
      </label>
      <label className="checkout__pay-choice">
        <input type="radio" name="payOnline" value="" defaultChecked={!now} />
        {t('site.basket.payLater')}
      </label>
      {testMode}
    </fieldset>
  );
}
