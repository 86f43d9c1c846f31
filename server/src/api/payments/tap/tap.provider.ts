import type { z } from 'zod';

import {
  callProvider,
  ProviderError,
  sameSecret,
  type PaymentProvider,
  type PaymentState,
  type ProviderRefund,
  type RefundState,
  type StartPayment,
  type WebhookCheck,
  type WebhookDelivery,
} from '../provider';

import { fromTapAmount, hashstringOf, tapCharge, tapRefund, toTapAmount } from './tap-api';

export interface TapSettings {
  secretKey: string;
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * Charge states (https://developers.tap.company/reference/create-a-charge, the charge object's
 * `status`) as ours. Unknown ones stay pending: reconciliation reads them again.
 */
const CHARGE_STATES: Record<string, PaymentState> = {
  INITIATED: 'pending',
  IN_PROGRESS: 'pending',
  UNKNOWN: 'pending',
  CAPTURED: 'paid',
  ABANDONED: 'failed',
  CANCELLED: 'failed',
  FAILED: 'failed',
  DECLINED: 'failed',
  RESTRICTED: 'failed',
  VOID: 'failed',
  TIMEDOUT: 'expired',
};

/** Refund states (https://developers.tap.company/docs/refunds) as ours. */
const REFUND_STATES: Record<string, RefundState> = {
  PENDING: 'pending',
  IN_PROGRESS: 'pending',
  REFUNDED: 'refunded',
  DECLINED: 'failed',
  FAILED: 'failed',
  CANCELLED: 'failed',
};

/**
 * Tap through a charge with a redirect: the visitor pays on Tap's page (cards, mada, Apple Pay,
 * KNET, BENEFIT) and comes back with `tap_id`, which is never believed: the charge is retrieved.
 */
export function tapProvider(settings: TapSettings): PaymentProvider & { readonly name: 'tap' } {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider({
      provider: 'tap',
      method,
      url: `${base}${path}`,
      authorization: `Bearer ${settings.secretKey}`,
      body,
      ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }),
    });
  const parse = <T>(schema: z.ZodType<T>, value: unknown, what: string): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw new ProviderError('tap', 'invalid', `${what} is not the documented shape`);
    return result.data;
  };
  const asRefund = (value: unknown): ProviderRefund => {
    const refund = parse(tapRefund, value, 'the refund');
    return {
      refundRef: refund.id,
      state: REFUND_STATES[refund.status] ?? 'pending',
      amountMinor: fromTapAmount(refund.amount, refund.currency),
      currency: refund.currency,
    };
  };

  return {
    name: 'tap',
    testMode: settings.secretKey.startsWith('sk_test_'),

    async start(payment: StartPayment) {
      const charge = parse(
        tapCharge,
        await call('POST', '/charges', {
          amount: toTapAmount(payment.amountMinor, payment.currency),
          currency: payment.currency,
          description: payment.description,
          customer_initiated: true,
          threeDSecure: true,
          save_card: false,
          reference: {
            transaction: payment.reference,
            order: payment.reference,
            idempotent: payment.idempotencyKey,
          },
          customer: {
            first_name: payment.customer.name,
            ...(payment.customer.email ? { email: payment.customer.email } : {}),
          },
          // Every method the merchant has (cards, mada, Apple Pay, KNET, BENEFIT…) on Tap's page.
          source: { id: 'src_all' },
          redirect: { url: payment.returnUrl },
          post: { url: payment.webhookUrl },
          metadata: { reference: payment.reference },
        }),
        'the new charge',
      );
      const url = charge.transaction?.url;
      if (!url) throw new ProviderError('tap', 'invalid', `charge ${charge.id} has no payment page`);
      return {
        kind: 'redirect',
        providerRef: charge.id,
        redirectUrl: url,
        state: CHARGE_STATES[charge.status] ?? 'pending',
      };
    },

    async fetch(providerRef) {
      const charge = parse(
        tapCharge,
        await call('GET', `/charges/${encodeURIComponent(providerRef)}`),
        'the charge',
      );
      return {
        providerRef: charge.id,
        state: CHARGE_STATES[charge.status] ?? 'pending',
        amountMinor: fromTapAmount(charge.amount, charge.currency),
        currency: charge.currency,
        reference: charge.reference?.transaction ?? null,
        // A charge does not carry its refunds: each is read on its own (fetchRefund).
        refundedMinor: 0,
      };
    },

    async refund(refund) {
      return asRefund(
        await call('POST', '/refunds', {
          charge_id: refund.providerRef,
          amount: toTapAmount(refund.amountMinor, refund.currency),
          currency: refund.currency,
          reason: refund.reason,
          reference: { merchant: refund.idempotencyKey, idempotent: refund.idempotencyKey },
        }),
      );
    },

    async fetchRefund(refundRef) {
      return asRefund(await call('GET', `/refunds/${encodeURIComponent(refundRef)}`));
    },

    verifyWebhook(delivery: WebhookDelivery): WebhookCheck {
      const header = delivery.headers.hashstring;
      const given = Array.isArray(header) ? header[0] : header;
      if (!given) return { ok: false, reason: 'no hashstring header' };
      let body: unknown;
      try {
        body = JSON.parse(delivery.body.toString('utf8'));
      } catch {
        return { ok: false, reason: 'the body is not JSON' };
      }
      const charge = tapCharge.safeParse(body);
      if (!charge.success) return { ok: false, reason: 'not a Tap charge' };
      if (!sameSecret(given.toLowerCase(), hashstringOf(charge.data, settings.secretKey)))
        return { ok: false, reason: 'the hashstring does not match' };
      return { ok: true, providerRef: charge.data.id };
    },
  };
}
