import type { InvoiceSummary } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { formatDateTime, formatNumber, formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** The documents of the months, newest first: which, when, for which order, how much, and their pages. */
export function InvoicesTable({ items, timeZone }: { items: InvoiceSummary[]; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kindOf = (item: InvoiceSummary) => {
    if (item.kind === 'credit_note')
      return t('invoices.screen.kinds.creditNote', { number: formatNumber(item.corrects ?? 0, language) });
    return item.advance ? t('invoices.screen.kinds.advance') : t('invoices.screen.kinds.invoice');
  };
  return (
    <div className="data-table">
      <div className="data-table__frame">
        <table className="data-table__table invoices-table">
          <caption className="visually-hidden">{t('invoices.screen.documents')}</caption>
          <thead>
            <tr>
              <th scope="col" className="data-table__num">
                {t('invoices.screen.columns.number')}
              </th>
              <th scope="col">{t('invoices.screen.columns.kind')}</th>
              <th scope="col">{t('invoices.screen.columns.issuedAt')}</th>
              <th scope="col">{t('invoices.screen.columns.reference')}</th>
              <th scope="col" className="data-table__num">
                {t('invoices.screen.columns.vat')}
              </th>
              <th scope="col" className="data-table__num">
                {t('invoices.screen.columns.gross')}
              </th>
              <th scope="col">{t('invoices.screen.columns.print')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={item.uuid}
                className={item.kind === 'credit_note' ? 'invoices-table__credit' : undefined}
              >
                <td data-label={t('invoices.screen.columns.number')} className="data-table__num">
                  {formatNumber(item.number, language)}
                </td>
                <td data-label={t('invoices.screen.columns.kind')}>{kindOf(item)}</td>
                <td data-label={t('invoices.screen.columns.issuedAt')}>
                  {formatDateTime(item.issuedAt, language, timeZone)}
                </td>
                <td data-label={t('invoices.screen.columns.reference')}>
                  <span dir="ltr">{item.reference}</span>
                </td>
                <td data-label={t('invoices.screen.columns.vat')} className="data-table__num">
                  {formatPrice(item.vat, item.currency, language)}
                </td>
                <td data-label={t('invoices.screen.columns.gross')} className="data-table__num">
                  {formatPrice(item.gross, item.currency, language)}
                </td>
                <td data-label={t('invoices.screen.columns.print')} className="invoices-table__links">
                  <a href={`${item.link}&lang=${language}`} target="_blank" rel="noopener">
                    {t('invoices.screen.a4')}
                  </a>
                  <a href={`${item.link}&lang=${language}&paper=80mm`} target="_blank" rel="noopener">
                    {t('invoices.screen.receipt')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
