import { z } from 'zod';

/**
 * Moyasar's objects as its API reference describes them; only the fields we read are checked,
 * the rest pass through unread.
 *
 * - Invoice: https://docs.moyasar.com/guides/invoices/creating-invoices (created with `amount` in
 *   the currency's smallest unit, `currency`, `description`, `success_url`, `back_url`,
 *   `expired_at`, `metadata`; answered with its `id`, `status`, `url`, `payments`).
 * - Payment: https://docs.moyasar.com/api/payments/payment-status-reference (`status`: initiated,
 *   paid, failed, authorized, captured, refunded, voided, verified; `refunded` in the smallest unit).
 * - Webhook: https://docs.moyasar.com/api/other/webhooks/webhook-reference (`id`, `type` such as
 *   `payment_paid`, `secret_token` as set in the dashboard, `live`, `data`: the payment).
 */

/** Moyasar's live API; MOYASAR_API_URL points elsewhere (its sandbox needs none: test keys do it). */
export const MOYASAR_API_URL = 'https://api.moyasar.com/v1';

export const moyasarPayment = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  refunded: z.number().int().nullish(),
  invoice_id: z.string().nullish(),
});

export const moyasarInvoice = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.url(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  payments: z.array(moyasarPayment).nullish(),
});
export type MoyasarInvoice = z.infer<typeof moyasarInvoice>;

export const moyasarWebhook = z.object({
  id: z.string(),
  type: z.string(),
  secret_token: z.string(),
  live: z.boolean().nullish(),
  data: moyasarPayment.partial().extend({ id: z.string() }),
});
