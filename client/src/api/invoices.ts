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
  request: (requestKind: string, requestId: number, settled: number) =>
    [...invoicesKeys.all, 'request', requestKind, requestId, settled] as const,
};

/** The invoices and credit notes of a range of months, newest first, and the settlements waiting. */
export const invoicesQuery = (filters: InvoicesFilters) =>
  queryOptions({
    queryKey: invoicesKeys.list(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetInvoices', { query: filters, signal }),
    // A 404 (a backend without invoices) is told by the screen itself.
    meta: { errorShownInPlace: true },
  });

/**
 * One request's invoices and credit notes, newest first (the inbox's view of a request).
 * `settled` (what was paid and given back) is in the key: each payment or refund asks again.
 */
export const requestDocumentsQuery = (requestKind: string, requestId: number, settled: number) =>
  queryOptions({
    queryKey: invoicesKeys.request(requestKind, requestId, settled),
    queryFn: async ({ client, signal }) =>
      (await httpOf(client).request('GetInvoices', { query: { requestKind, requestId }, signal })).items,
    // A payment's document is issued just after the payment: asked twice more, then left.
    refetchInterval: (query) => (query.state.dataUpdateCount < 3 ? 1500 : false),
    // A backend without invoices (404) shows no documents: the panel stays quiet.
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
