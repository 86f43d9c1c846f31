import type { PaymentOutcome, TrackResult } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import type { Http } from '../../lib/http';
import { isHttpError } from '../../lib/http-error';
import { formatDate, formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { CsrfField } from '../../components/visitor-form/hidden-fields';
import type { TrackAnswer, TrackField } from './track-lookup';

/** The button a payment link is paid with: its value is the link's id. */
export const PAY_FIELD = 'pay';
/** The language the provider's page and the return speak. */
export const PAY_LANGUAGE_FIELD = 'payLanguage';

/**
 * Where to go to pay one of the request's links (the provider's page, or the demo's); a refusal
 * comes back as the look-up's problem. The amount is the server's: nothing here names one.
 */
export async function payDue(
  http: Http,
  values: Record<TrackField, string>,
  dueId: string,
  language: 'en' | 'ar',
): Promise<{ redirectUrl: string } | { problem: TrackAnswer['problems'] }> {
  try {
    return await http.request('PayRequest', {
      body: {
        reference: values.reference.trim(),
        phone: values.phone.trim(),
        dueId: Number(dueId),
        language,
      },
    });
  } catch (error) {
    if (isHttpError(error) && error.code === 'payment.unavailable')
      return { problem: { form: { key: 'common.errors.codes.payment.unavailable' } } };
    if (isHttpError(error) && error.code === 'payment.nothing_due')
      return { problem: { form: { key: 'common.errors.codes.payment.nothing_due' } } };
    return { problem: { form: { key: 'site.pay.failed' } } };
  }
}

/** What became of the payment the visitor is back from (`/track?ref=…&payment=…`); null: none named. */
export async function paymentOutcome(http: Http, payment: string | null): Promise<PaymentOutcome | null> {
  if (!payment) return null;
  try {
    return await http.request('GetPaymentOutcome', { query: { payment } });
  } catch {
    return null;
  }
}

/** Says what became of the payment the visitor is back from, in their language. */
export function PaymentOutcomeNotice({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="track__paid" role="status" data-payment={outcome.status}>
      <p>
        {t(`site.pay.outcome.${outcome.status}`, {
          amount: formatPrice(outcome.amount, outcome.currency, language),
        })}
      </p>
      {outcome.testMode && <p className="track__test-mode">{t('site.pay.testMode')}</p>}
    </div>
  );
}

/**
 * What the request is asked to pay online, each open link with its Pay button: a native post to
 * /track (working without JavaScript) that the server answers with a redirect to the provider.
 */
export function TrackPay({
  payment,
  reference,
  phone,
  currency,
}: {
  payment: NonNullable<TrackResult['payment']>;
  reference: string;
  phone: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const due = payment.due ?? [];
  if (due.length === 0) return null;
  const money = (amount: number) => formatPrice(amount, currency, language);
  return (
    <section className="track__quote" aria-labelledby="track-pay">
      <h3 id="track-pay">{t('site.pay.title')}</h3>
      {payment.testMode && <p className="track__test-mode">{t('site.pay.testMode')}</p>}
      <ul className="track__dues">
        {due.map((link) => (
          <li key={link.id} data-due={link.status}>
            <span>
              {t(`site.pay.purpose.${link.purpose}`)}: {money(link.amount)}
              {link.dueOn &&
                link.status === 'open' &&
                ` (${t('site.pay.dueOn', { date: formatDate(link.dueOn, language) })})`}
            </span>
            {link.status === 'open' ? (
              <form method="post" className="track__answer">
                <CsrfField />
                <input type="hidden" name="reference" value={reference} />
                <input type="hidden" name="phone" value={phone} />
                <input type="hidden" name={PAY_LANGUAGE_FIELD} value={language} />
                <button type="submit" name={PAY_FIELD} value={link.id} className="btn btn--primary">
                  {t('site.pay.payNow', { amount: money(link.amount) })}
                </button>
              </form>
            ) : (
              <strong>{t(`site.pay.${link.status}`)}</strong>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
