import type { QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export type InvoicesFilters = QueryOf<'GetInvoices'>;

const invoicesKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoicesKeys.all, 'list'] as const,
  list: (filters: InvoicesFilters) => [...invoicesKeys.lists(), filters] as const,
  summaries: () => [...invoicesKeys.all, 'vat'] as const,
  summary: (filters: InvoicesFilters) => [...invoicesKeys.summaries(), filters] as const,
};

/** The invoices and credit notes of a range of months, newest first, and the settlements waiting. */
export const invoicesQuery = (filters: InvoicesFilters) =>
  queryOptions({
    queryKey: invoicesKeys.list(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetInvoices', { query: filters, signal }),
    // A 404 (a backend without invoices) is told by the screen itself.
    meta: { errorShownInPlace: true },
  });

/** Net, VAT and gross per month and rate over the same months. */
export const vatSummaryQuery = (filters: InvoicesFilters) =>
  queryOptions({
    queryKey: invoicesKeys.summary(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetVatSummary', { query: filters, signal }),
    meta: { errorShownInPlace: true },
  });

/** The same documents as the accountant's CSV (UTF-8 with a BOM), with the token, to save. */
export const exportInvoices = (filters: InvoicesFilters) =>
  browserHttp.download('ExportInvoices', { query: filters });
