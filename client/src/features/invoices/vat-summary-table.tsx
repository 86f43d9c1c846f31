import type { VatSummaryRow } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { factSeparator, formatNumber, formatPrice, localeOf } from '../../lib/format';
import type { Language } from '../../lib/language';
import { useLanguage } from '../../lib/use-language';

/** A month's month name and year as the language writes it (`November 2026` / `نوفمبر ٢٠٢٦`). */
function monthName(month: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Net, VAT and gross per month and rate, credit notes subtracted: what the VAT return asks. */
export function VatSummaryTable({ rows }: { rows: VatSummaryRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="data-table">
      <div className="data-table__frame">
        <table className="data-table__table vat-summary">
          <caption className="visually-hidden">{t('invoices.screen.vatSummary')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.screen.columns.month')}</th>
              <th scope="col" className="data-table__num">
                {t('invoices.screen.columns.rate')}
              </th>
              <th scope="col" className="data-table__num">
                {t('invoices.screen.columns.net')}
              </th>
              <th scope="col" className="data-table__num">
                {t('invoices.screen.columns.vat')}
              </th>
              <th scope="col" className="data-table__num">
                {t('invoices.screen.columns.gross')}
              </th>
              <th scope="col" className="data-table__num">
                {t('invoices.screen.columns.counts')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.month}|${row.currency}|${row.vatRate}`}>
                <td data-label={t('invoices.screen.columns.month')}>{monthName(row.month, language)}</td>
                <td data-label={t('invoices.screen.columns.rate')} className="data-table__num">
                  {t('invoices.screen.rate', { rate: formatNumber(row.vatRate, language) })}
                </td>
                <td data-label={t('invoices.screen.columns.net')} className="data-table__num">
                  {formatPrice(row.net, row.currency, language)}
                </td>
                <td data-label={t('invoices.screen.columns.vat')} className="data-table__num">
                  {formatPrice(row.vat, row.currency, language)}
                </td>
                <td data-label={t('invoices.screen.columns.gross')} className="data-table__num">
                  {formatPrice(row.gross, row.currency, language)}
                </td>
                <td data-label={t('invoices.screen.columns.counts')} className="data-table__num">
                  {t('invoices.screen.invoiceCount', {
                    count: row.invoices,
                    shown: formatNumber(row.invoices, language),
                  })}
                  {row.creditNotes > 0 &&
                    `${factSeparator(language)}${t('invoices.screen.creditNoteCount', {
                      count: row.creditNotes,
                      shown: formatNumber(row.creditNotes, language),
                    })}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
