import type { z } from 'zod';

import {
  callProvider,
  ProviderError,
  sameSecret,
  type PaymentProvider,
  type PaymentState,
  type ProviderPayment,
  type ProviderRefund,
  type RefundPayment,
  type StartPayment,
  type WebhookCheck,
  type WebhookDelivery,
} from '../provider';

import { moyasarInvoice, moyasarPayment, moyasarWebhook, type MoyasarInvoice } from './moyasar-api';

export interface MoyasarSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * Invoice states (https://docs.moyasar.com/guides/invoices/creating-invoices, the invoice life
 * cycle) as ours. A refunded or voided invoice was paid: its refunds are ours to record, so it
 * stays paid here unless nothing was ever taken.
 */
const INVOICE_STATES: Record<string, PaymentState> = {
  initiated: 'pending',
  on_hold: 'pending',
  paid: 'paid',
  refunded: 'paid',
  failed: 'failed',
  canceled: 'failed',
  voided: 'failed',
  expired: 'expired',
};

/** Payment states (https://docs.moyasar.com/api/payments/payment-status-reference) that took money. */
const TOOK_MONEY = new Set(['paid', 'captured', 'refunded']);

/**
 * Moyasar through its hosted invoice page: no card number reaches our server and no Moyasar
 * script runs on our pages. Our reference is the invoice's; the payment made on it is found
 * through the invoice when it is refunded.
 *
 * `given_id` (https://docs.moyasar.com/api/idempotency) makes *payment* creation idempotent, and
 * creating a payment takes the card's details: an invoice takes none, and a second invoice made
 * by a retry is unpaid and expires with the hold.
 */
export function moyasarProvider(settings: MoyasarSettings): PaymentProvider & { readonly name: 'moyasar' } {
  const base = settings.apiUrl.replace(/\/+$/, '');
  // Basic authentication, the secret key as the user name and no password
  // (https://docs.moyasar.com/api/authentication).
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider({
      provider: 'moyasar',
      method,
      url: `${base}${path}`,
      authorization,
      body,
      ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }),
    });
  const parse = <T>(schema: z.ZodType<T>, value: unknown, what: string): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw new ProviderError('moyasar', 'invalid', `${what} is not the documented shape`);
    return result.data;
  };
  const invoice = async (id: string): Promise<MoyasarInvoice> =>
    parse(moyasarInvoice, await call('GET', `/invoices/${encodeURIComponent(id)}`), 'the invoice');
  const asPayment = (found: MoyasarInvoice): ProviderPayment => ({
    providerRef: found.id,
    state: INVOICE_STATES[found.status] ?? 'pending',
    amountMinor: found.amount,
    currency: found.currency,
    reference: typeof found.metadata?.reference === 'string' ? found.metadata.reference : null,
    refundedMinor: (found.payments ?? []).reduce((sum, payment) => sum + (payment.refunded ?? 0), 0),
  });
  const paidPayment = (found: MoyasarInvoice) => {
    const payment = (found.payments ?? []).find((candidate) => TOOK_MONEY.has(candidate.status));
    if (!payment)
      throw new ProviderError('moyasar', 'refused', `invoice ${found.id} has no payment that took money`);
    return payment;
  };

  return {
    name: 'moyasar',
    testMode: settings.secretKey.startsWith('sk_test_'),

    async start(payment: StartPayment) {
      const created = parse(
        moyasarInvoice,
        await call('POST', '/invoices', {
          amount: payment.amountMinor,
          currency: payment.currency,
          description: payment.description,
          success_url: payment.returnUrl,
          back_url: payment.returnUrl,
          expired_at: payment.expiresAt.toISOString(),
          metadata: { reference: payment.reference, idempotency_key: payment.idempotencyKey },
        }),
        'the new invoice',
      );
      const url = new URL(created.url);
      // The visitor's page in their language (the invoice page reads `lang`).
      url.searchParams.set('lang', payment.language);
      return {
        kind: 'redirect',
        providerRef: created.id,
        redirectUrl: url.toString(),
        state: INVOICE_STATES[created.status] ?? 'pending',
      };
    },

    async fetch(providerRef) {
      return asPayment(await invoice(providerRef));
    },

    async refund(refund: RefundPayment): Promise<ProviderRefund> {
      const found = await invoice(refund.providerRef);
      const payment = paidPayment(found);
      const refundedNow = payment.refunded ?? 0;
      // A refund whose answer was lost: the provider already holds it (Moyasar takes no refund key).
      if (refundedNow >= refund.refundedBeforeMinor + refund.amountMinor)
        return {
          refundRef: payment.id,
          state: 'refunded',
          amountMinor: refund.amountMinor,
          currency: payment.currency,
        };
      // https://docs.moyasar.com/api/payments/refund-payment: `amount` in the smallest unit, for a
      // partial refund; the answer is the payment with its new `refunded` total.
      const after = parse(
        moyasarPayment,
        await call('POST', `/payments/${encodeURIComponent(payment.id)}/refund`, {
          amount: refund.amountMinor,
        }),
        'the refunded payment',
      );
      const refunded = (after.refunded ?? 0) >= refundedNow + refund.amountMinor;
      return {
        refundRef: after.id,
        state: refunded ? 'refunded' : 'failed',
        amountMinor: refund.amountMinor,
        currency: after.currency,
      };
    },

    async fetchRefund(refundRef, providerRef) {
      const found = await invoice(providerRef);
      const payment = (found.payments ?? []).find((candidate) => candidate.id === refundRef);
      if (!payment)
        throw new ProviderError('moyasar', 'refused', `invoice ${found.id} has no payment ${refundRef}`);
      return {
        refundRef,
        state: (payment.refunded ?? 0) > 0 ? 'refunded' : 'failed',
        amountMinor: payment.refunded ?? 0,
        currency: payment.currency,
      };
    },

    verifyWebhook(delivery: WebhookDelivery): WebhookCheck {
      let body: unknown;
      try {
        body = JSON.parse(delivery.body.toString('utf8'));
      } catch {
        return { ok: false, reason: 'the body is not JSON' };
      }
      const event = moyasarWebhook.safeParse(body);
      if (!event.success) return { ok: false, reason: 'not a Moyasar webhook' };
      // The secret token set with the webhook in Moyasar's dashboard comes back in the body
      // (https://docs.moyasar.com/guides/dashboard/setting-up-webhooks).
      if (!sameSecret(event.data.secret_token, settings.webhookSecret))
        return { ok: false, reason: 'the secret token does not match' };
      return { ok: true, providerRef: event.data.data.invoice_id ?? null };
    },
  };
}
