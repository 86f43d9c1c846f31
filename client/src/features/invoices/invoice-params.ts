import type { InvoicesFilters } from '../../api/invoices';

export interface InvoiceParams {
  from: string;
  to: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months from the URL (`?from=2026-10&to=2026-11`), this month on the shop's clock by default. */
export function parseInvoiceParams(search: URLSearchParams, thisMonth: string): InvoiceParams {
  const month = (name: string) => {
    const value = search.get(name) ?? '';
    return MONTH.test(value) ? value : thisMonth;
  };
  const from = month('from');
  const to = month('to');
  return from <= to ? { from, to } : { from: to, to: from };
}

export const toInvoicesQuery = ({ from, to }: InvoiceParams): InvoicesFilters => ({ from, to });

/** The name the CSV is saved under: `invoices-2026-10-2026-11.csv`, or one month's. */
export const exportFileName = ({ from, to }: InvoiceParams) =>
  from === to ? `invoices-${from}.csv` : `invoices-${from}-${to}.csv`;
