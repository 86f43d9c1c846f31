import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * How a request is paid where the shop takes payments online, above its button: where the shop
 * asks for the payment, `note` says the provider's page comes next; where the visitor chooses, two
 * radios (paying now is the first, `later` the other). Without script the radios post as they are
 * (`payOnline`); a form sent back keeps the visitor's choice.
 */
export function PayOnlineChoice({
  note,
  later,
  payNow,
  testMode,
}: {
  note: string | null;
  /** The radios' second choice, and the first one's state as posted (with no note). */
  later?: string;
  payNow?: string | undefined;
  testMode: boolean;
}) {
  const { t } = useTranslation();
  const test = testMode && <p className="checkout__pay-test">{t('site.basket.payTestMode')}</p>;
  if (note !== null)
    return (
      <div className="checkout__pay">
        <p className="checkout__pay-note">
          <CreditCard aria-hidden="true" size={18} />
          {note}
        </p>
        {test}
      </div>
    );
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
        {later}
      </label>
      {test}
    </fieldset>
  );
}
