import { describe, expect, it } from 'vitest';

import { exportFileName, parseInvoiceParams } from './invoice-params';

describe('the Invoices screen’s months', () => {
  it('when the URL names none or nonsense, then this month', () => {
    expect(parseInvoiceParams(new URLSearchParams('from=2026-13&to=x'), '2026-11')).toEqual({
      from: '2026-11',
      to: '2026-11',
    });
  });

  it('when the months are given the wrong way round, then they are put in order', () => {
    expect(parseInvoiceParams(new URLSearchParams('from=2026-11&to=2026-09'), '2026-11')).toEqual({
      from: '2026-09',
      to: '2026-11',
    });
  });

  it('when the CSV is saved, then its name says its months', () => {
    expect(exportFileName({ from: '2026-10', to: '2026-11' })).toBe('invoices-2026-10-2026-11.csv');
    expect(exportFileName({ from: '2026-11', to: '2026-11' })).toBe('invoices-2026-11.csv');
  });
});
