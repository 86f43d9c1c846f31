import * as z from 'zod';

/**
 * The Invoices screen's contract (owners and editors): the documents issued, by date, a month's
 * VAT summary, and the CSV the accountant takes. Amounts are sent as decimal numbers in the
 * document's currency, as every amount of the contract is.
 */

const month = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month, e.g. 2026-11');

const optionalMonth = z
  .union([z.literal(''), month])
  .optional()
  .transform((value) => value || undefined);

/** Documents issued from `from` to `to` (months on the shop's clock, both included; default: this month). */
export const invoicesQuery = z.object({
  from: optionalMonth,
  to: optionalMonth,
  /** Only the documents of one request (the inbox's view of a request). */
  requestKind: z.string().trim().max(20).optional(),
  requestId: z.coerce.number().int().positive().optional(),
});
export type InvoicesQuery = z.input<typeof invoicesQuery>;

export const invoiceSummary = z.object({
  number: z.number().int(),
  uuid: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  /** An advance payment's invoice, which the final invoice deducts. */
  advance: z.boolean(),
  regime: z.string(),
  issuedAt: z.string(),
  reference: z.string(),
  requestKind: z.string(),
  requestId: z.number().int(),
  currency: z.string(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  /** The number of the invoice a credit note corrects. */
  corrects: z.number().int().nullable(),
  /** The document's signed page (printable on A4 or an 80 mm receipt). */
  link: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoicesList = z.object({
  items: z.array(invoiceSummary),
  /** Settlements whose document is not issued yet, and why (the seller's facts incomplete …). */
  waiting: z.array(
    z.object({
      settlementKey: z.string(),
      attempts: z.number().int(),
      /** seller_incomplete: the owner completes the seller in the settings; the others are retried. */
      reason: z.enum(['seller_incomplete', 'nothing_to_correct', 'retrying']),
      lastError: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type InvoicesList = z.infer<typeof invoicesList>;

/** One row of the VAT summary: a month, a currency and a rate; credit notes subtracted. */
export const vatSummaryRow = z.object({
  month: z.string(),
  currency: z.string(),
  vatRate: z.number(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  invoices: z.number().int(),
  creditNotes: z.number().int(),
});
export type VatSummaryRow = z.infer<typeof vatSummaryRow>;

export const vatSummary = z.object({ rows: z.array(vatSummaryRow) });
export type VatSummary = z.infer<typeof vatSummary>;
