import type { TrackResult } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { documentTitleKey } from '../../lib/document-title';
import { formatDate, formatNumber, formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { CsrfField } from '../../components/visitor-form/hidden-fields';
import { ANSWER_FIELD } from './track-lookup';
import { TrackPay } from './track-pay';

/** What a cancellation gives back, each shown once there is some: confirmed, on its way, at the shop. */
const REFUND_LINES = [
  { field: 'refunded', key: 'site.refund.refunded' },
  { field: 'refunding', key: 'site.refund.refunding' },
  { field: 'toGiveBack', key: 'site.refund.toGiveBack' },
] as const;

/**
 * A custom cake's quote, to accept or decline (a native post to /track, so it works without
 * JavaScript), what is asked to pay online (each with its Pay button), an order's balance, and its
 * invoices and credit notes (plain links to their signed pages, in the visitor's language).
 */
export function TrackMoney({
  result,
  phone,
  currency,
}: {
  result: TrackResult;
  phone: string;
  /** The site's currency, from the page (an island has no query cache to read it from). */
  currency: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatPrice(amount, currency, language);
  return (
    <>
      {result.quote && (
        <section className="track__quote" aria-labelledby="track-quote">
          <h3 id="track-quote">{t('site.customQuote.title')}</h3>
          <dl className="track__facts">
            <div>
              <dt>{t('site.customQuote.price')}</dt>
              <dd>{money(result.quote.price)}</dd>
            </div>
            <div>
              <dt>{t('site.customQuote.deposit')}</dt>
              <dd>{money(result.quote.deposit)}</dd>
            </div>
            <div>
              <dt>{t('site.customQuote.depositDue')}</dt>
              <dd>{formatDate(result.quote.depositDue, language)}</dd>
            </div>
            {result.quote.note && (
              <div>
                <dt>{t('site.customQuote.note')}</dt>
                <dd>{result.quote.note}</dd>
              </div>
            )}
          </dl>
          {result.status === 'quoted' && (
            <form method="post" className="track__answer">
              <CsrfField />
              <input type="hidden" name="reference" value={result.reference ?? ''} />
              <input type="hidden" name="phone" value={phone} />
              <button type="submit" name={ANSWER_FIELD} value="accept" className="btn btn--primary">
                {t('site.customQuote.accept')}
              </button>
              <button type="submit" name={ANSWER_FIELD} value="decline" className="btn btn--secondary">
                {t('site.customQuote.decline')}
              </button>
            </form>
          )}
          {result.status === 'accepted' && result.orderReference && (
            <p role="status">
              {/* Isolated left to right, as in the messages: a Latin reference in an Arabic sentence. */}
              {t('site.customQuote.accepted', { reference: `\u2066${result.orderReference}\u2069` })}
            </p>
          )}
          {result.status === 'declined' && <p role="status">{t('site.customQuote.declined')}</p>}
        </section>
      )}
      {result.payment && (
        <TrackPay
          payment={result.payment}
          reference={result.reference ?? ''}
          phone={phone}
          currency={currency}
        />
      )}
      {result.payment && (
        <section className="track__quote" aria-labelledby="track-money">
          <h3 id="track-money">{t('site.customQuote.money')}</h3>
          <dl className="track__facts">
            <div>
              <dt>{t('site.customQuote.total')}</dt>
              <dd>{money(result.payment.total)}</dd>
            </div>
            <div>
              <dt>{t('site.customQuote.paid')}</dt>
              <dd>{money(result.payment.paid)}</dd>
            </div>
            <div>
              <dt>{t('site.customQuote.balance')}</dt>
              <dd data-balance>{money(result.payment.balance)}</dd>
            </div>
            {REFUND_LINES.map(({ field, key }) => {
              const amount = result.payment?.[field] ?? 0;
              return amount > 0 ? (
                <div key={field} data-refund-line={field}>
                  <dt>{t(key)}</dt>
                  <dd>{money(amount)}</dd>
                </div>
              ) : null;
            })}
          </dl>
        </section>
      )}
      {result.documents && result.documents.length > 0 && (
        <section className="track__quote" aria-labelledby="track-documents">
          <h3 id="track-documents">{t('invoices.track.title')}</h3>
          <ul className="track__documents">
            {result.documents.map((document) => (
              <li key={document.number}>
                <a href={`${document.link}&lang=${language}`}>
                  {t(documentTitleKey(document.kind, document.receipt ?? false), {
                    number: formatNumber(document.number, language),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
