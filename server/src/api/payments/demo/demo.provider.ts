import { randomBytes } from 'node:crypto';

import { ProviderError, type PaymentProvider, type ProviderRefund, type StartPayment } from '../provider';

/** Where the demo's payment page is: on this site, one address per payment. */
export const DEMO_PAGE_PATH = '/pay/demo';

type DemoOutcome = 'paid' | 'failed';

/** A demo payment as the demo "provider" keeps it. */
export interface DemoPayment {
  ref: string;
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  language: 'en' | 'ar';
  /** Built by the server at start, never read from a request: the page sends the visitor only here. */
  returnUrl: string;
  expiresAt: string;
  outcome: DemoOutcome | null;
  refunds: { key: string; amountMinor: number }[];
}

/**
 * Where the demo keeps its payments: the demo stands in for a provider's own records. Replicas
 * share one (a payment begun on one server and paid through another behave the same): the
 * site's database (demo-ledger.ts).
 */
export interface DemoLedger {
  add(payment: DemoPayment): Promise<void>;
  get(ref: string): Promise<DemoPayment | undefined>;
  /** The visitor's choice, once: false when the payment was already answered. */
  decide(ref: string, outcome: DemoOutcome): Promise<boolean>;
  addRefund(ref: string, refund: { key: string; amountMinor: number }): Promise<void>;
}

export interface DemoSettings {
  ledger: DemoLedger;
  now?: () => Date;
}

const refundedOf = (payment: DemoPayment) =>
  payment.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);

/**
 * The demo provider: a page on this site where the visitor chooses to pay or to decline, and no
 * money moves. Always test mode. Its payment address is an unguessable reference, the same kind
 * of capability a provider's hosted page is; start-up refuses it on a public https site.
 */
export function demoProvider(settings: DemoSettings): PaymentProvider & { readonly name: 'demo' } {
  const { ledger } = settings;
  const now = settings.now ?? (() => new Date());
  const found = async (ref: string) => {
    const payment = await ledger.get(ref);
    if (!payment) throw new ProviderError('demo', 'refused', `no demo payment ${ref}`);
    return payment;
  };

  return {
    name: 'demo',
    testMode: true,

    async start(payment: StartPayment) {
      const ref = `demo_${randomBytes(16).toString('base64url')}`;
      await ledger.add({
        ref,
        reference: payment.reference,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        description: payment.description,
        language: payment.language,
        returnUrl: payment.returnUrl,
        expiresAt: payment.expiresAt.toISOString(),
        outcome: null,
        refunds: [],
      });
      return {
        kind: 'redirect',
        providerRef: ref,
        redirectUrl: `${DEMO_PAGE_PATH}/${ref}`,
        state: 'pending',
      };
    },

    async fetch(providerRef) {
      const payment = await found(providerRef);
      const lapsed = payment.outcome === null && now().getTime() >= Date.parse(payment.expiresAt);
      return {
        providerRef,
        state: payment.outcome ?? (lapsed ? 'expired' : 'pending'),
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        reference: payment.reference,
        refundedMinor: refundedOf(payment),
      };
    },

    async refund(refund): Promise<ProviderRefund> {
      const payment = await found(refund.providerRef);
      const refundRef = `${payment.ref}:${refund.idempotencyKey}`;
      const done = {
        refundRef,
        state: 'refunded' as const,
        amountMinor: refund.amountMinor,
        currency: payment.currency,
      };
      if (payment.refunds.some((earlier) => earlier.key === refund.idempotencyKey)) return done;
      if (payment.outcome !== 'paid')
        throw new ProviderError('demo', 'refused', 'only a paid payment can be refunded');
      if (refund.currency !== payment.currency || refund.amountMinor <= 0)
        throw new ProviderError('demo', 'refused', 'the refund’s amount or currency is not the payment’s');
      if (refundedOf(payment) + refund.amountMinor > payment.amountMinor)
        throw new ProviderError('demo', 'refused', 'the refund is more than what is left of the payment');
      await ledger.addRefund(payment.ref, { key: refund.idempotencyKey, amountMinor: refund.amountMinor });
      return done;
    },

    async fetchRefund(refundRef, providerRef) {
      const payment = await found(providerRef);
      const refund = payment.refunds.find((earlier) => `${payment.ref}:${earlier.key}` === refundRef);
      if (!refund) throw new ProviderError('demo', 'refused', `no demo refund ${refundRef}`);
      return { refundRef, state: 'refunded', amountMinor: refund.amountMinor, currency: payment.currency };
    },

    // The demo's "webhook" is the visitor's choice on its own page, handed on by the page itself.
    verifyWebhook: () => ({ ok: false, reason: 'the demo provider sends no webhooks' }),
  };
}
