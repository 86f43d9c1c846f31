import { createHmac } from 'node:crypto';

import { z } from 'zod';

/**
 * Tap's objects and rules as its developer documentation describes them; only the fields we read
 * are checked.
 *
 * - Charges: https://developers.tap.company/reference/create-a-charge and
 *   https://developers.tap.company/docs/redirect (`amount` in the currency's main unit, `source.id`,
 *   `redirect.url`, `post.url`; answered with `id`, `status`, `transaction.url` to send the visitor to).
 * - Idempotency: https://developers.tap.company/docs/idempotency (`reference.idempotent`, for
 *   charges and refunds alike: the same string within 24 hours returns the first answer).
 * - Refunds: https://developers.tap.company/docs/refunds (PENDING, REFUNDED, DECLINED, FAILED).
 * - Webhook: https://developers.tap.company/docs/webhook (the `hashstring` header: HMAC-SHA256 with
 *   the secret key over x_id, x_amount, x_currency, x_gateway_reference, x_payment_reference,
 *   x_status and x_created, the amount written with the currency's decimals).
 */

/** Tap's API; TAP_API_URL points elsewhere (test keys reach its sandbox through this one). */
export const TAP_API_URL = 'https://api.tap.company/v2';

/** Currencies Tap writes with three decimals (the hashstring's amount); the others take two. */
const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR']);

export const tapDecimals = (currency: string): number => (THREE_DECIMALS.has(currency.toUpperCase()) ? 3 : 2);

/** Minor units as Tap's decimal amount (1255 KWD thousandths: 1.255), by digits, not by a float multiply. */
export function toTapAmount(minor: number, currency: string): number {
  const decimals = tapDecimals(currency);
  const digits = Math.abs(minor)
    .toString()
    .padStart(decimals + 1, '0');
  const text = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return Number(minor < 0 ? `-${text}` : text);
}

/** Tap's decimal amount as minor units: its text at the currency's decimals, the point removed. */
export function fromTapAmount(amount: number, currency: string): number {
  return Number(amount.toFixed(tapDecimals(currency)).replace('.', ''));
}

const reference = z
  .object({
    transaction: z.string().nullish(),
    order: z.string().nullish(),
    gateway: z.string().nullish(),
    payment: z.string().nullish(),
    idempotent: z.string().nullish(),
  })
  .nullish();

export const tapCharge = z.object({
  id: z.string().min(1),
  object: z.string().nullish(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  reference,
  transaction: z
    .object({ url: z.string().nullish(), created: z.union([z.string(), z.number()]).nullish() })
    .nullish(),
});
export type TapCharge = z.infer<typeof tapCharge>;

export const tapRefund = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  charge_id: z.string().nullish(),
});

/** The string Tap signs for a charge's webhook, in its documented order. */
function hashedString(charge: TapCharge): string {
  return [
    `x_id${charge.id}`,
    `x_amount${charge.amount.toFixed(tapDecimals(charge.currency))}`,
    `x_currency${charge.currency}`,
    `x_gateway_reference${charge.reference?.gateway ?? ''}`,
    `x_payment_reference${charge.reference?.payment ?? ''}`,
    `x_status${charge.status}`,
    `x_created${charge.transaction?.created ?? ''}`,
  ].join('');
}

export function hashstringOf(charge: TapCharge, secretKey: string): string {
  return createHmac('sha256', secretKey).update(hashedString(charge), 'utf8').digest('hex');
}
