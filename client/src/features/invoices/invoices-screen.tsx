import { todayIn } from '@cakeshop/shared/dates';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { useSiteTimeZone } from '../../api/settings';
import { exportInvoices, invoicesQuery, vatSummaryQuery } from '../../api/invoices';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { formatNumber } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { useLanguage } from '../../lib/use-language';
import type { InvoiceParams } from './invoice-params';
import { exportFileName, parseInvoiceParams, toInvoicesQuery } from './invoice-params';
import { InvoicesTable } from './invoices-table';
import { VatSummaryTable } from './vat-summary-table';

/**
 * /dashboard/invoices?from=…&to=…: the invoices and credit notes issued in a range of months,
 * newest first, each with its printable page (A4 or an 80 mm receipt); the settlements still
 * waiting for theirs; the VAT per month and rate; and the CSV for the accountant.
 */
export function InvoicesScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const fromId = useId();
  const toId = useId();
  const timeZone = useSiteTimeZone();
  const [search, setSearch] = useSearchParams();
  const params = parseInvoiceParams(search, todayIn(timeZone).slice(0, 7));
  const query = toInvoicesQuery(params);
  const list = useQuery(invoicesQuery(query));
  const summary = useQuery(vatSummaryQuery(query));
  const update = (change: Partial<InvoiceParams>) =>
    setSearch(new URLSearchParams({ ...params, ...change }), { replace: true });
  // A failure is toasted by the mutation cache, in the reader's language.
  const download = useMutation({
    mutationFn: (current: InvoiceParams) => exportInvoices(toInvoicesQuery(current)),
    // The server names every export after its endpoint: the file is named after its months.
    onSuccess: (file, current) => saveFile(file.blob, exportFileName(current)),
  });

  const waiting = list.data?.waiting ?? [];
  const body = () => {
    if (list.isPending || summary.isPending) return <Skeleton lines={8} />;
    if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
    if (summary.isError)
      return <ErrorState message={summary.error.message} onRetry={() => void summary.refetch()} />;
    if (list.data.items.length === 0) return <EmptyState title={t('invoices.screen.none')} />;
    return (
      <>
        <h2 className="invoices__heading">{t('invoices.screen.vatSummary')}</h2>
        <VatSummaryTable rows={summary.data.rows} />
        <h2 className="invoices__heading">{t('invoices.screen.documents')}</h2>
        <InvoicesTable items={list.data.items} timeZone={timeZone} />
      </>
    );
  };

  return (
    <section className="screen invoices-screen">
      <header className="screen-header">
        <div>
          <h1 className="page-title">{t('dashboard.titles.invoices')}</h1>
          <p className="screen-intro">{t('invoices.screen.intro')}</p>
        </div>
      </header>
      <div className="list-toolbar invoices__tools">
        <div className="list-toolbar__filter">
          <label htmlFor={fromId}>{t('invoices.screen.from')}</label>
          <input
            id={fromId}
            type="month"
            className="field__input"
            value={params.from}
            onChange={(event) => {
              if (event.target.value) update({ from: event.target.value });
            }}
          />
        </div>
        <div className="list-toolbar__filter">
          <label htmlFor={toId}>{t('invoices.screen.to')}</label>
          <input
            id={toId}
            type="month"
            className="field__input"
            value={params.to}
            onChange={(event) => {
              if (event.target.value) update({ to: event.target.value });
            }}
          />
        </div>
        <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate(params)}>
          <Download aria-hidden="true" size={18} />
          {t('invoices.screen.export')}
        </Button>
      </div>
      {waiting.length > 0 && (
        <div className="invoices__waiting" role="status">
          <p>
            {t('invoices.screen.waiting', {
              count: waiting.length,
              shown: formatNumber(waiting.length, language),
            })}
          </p>
          {waiting.some((job) => job.reason === 'seller_incomplete') && (
            <p>{t('invoices.screen.sellerIncomplete')}</p>
          )}
        </div>
      )}
      {body()}
    </section>
  );
}
