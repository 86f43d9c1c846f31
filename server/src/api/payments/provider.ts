import type { PaymentMethod } from '@cakeshop/shared';

import type { PaymentStatus, RefundStatus } from '../db/schema';
import type { PaymentRow } from './payments.repository';

/** A payment to begin: for which request (and which of its collections), how much, how. */
export interface PaymentStart {
  requestId: number;
  collectionId: number | null;
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  /** The day the money was taken, for one taken by hand; null: the provider says when. */
  paidOn: string | null;
  note: string;
  /** Who began it: a username, or `visitor`. */
  by: string;
}

/** A payment's state as its provider tells it. */
export interface ProviderState {
  status: PaymentStatus;
  /** The provider's own id of the payment; null for one it keeps no record of. */
  providerRef: string | null;
  paidOn: string | null;
  /** Where the payer goes to pay (a gateway's hosted page); absent when nothing is left to do. */
  redirectUrl?: string;
}

/** What a provider answers to a refund asked of it. */
export interface ProviderRefund {
  status: RefundStatus;
  providerRef: string | null;
}

/** A provider's webhook, verified: which of its payments it is about, and that payment's state now. */
export interface ProviderEvent {
  providerRef: string;
  state: ProviderState;
}

/**
 * One way of taking money, modelled on Medusa's `AbstractPaymentProvider`: the payments code asks
 * every provider the same four things and knows nothing of how each one answers. A provider is an
 * entry of `PROVIDERS` (providers.ts), in a folder of its own.
 */
export interface PaymentProvider {
  /** Begins a payment: `manual` records it paid at once; a gateway answers pending and where to pay. */
  start(payment: PaymentStart): Promise<ProviderState>;
  /** The payment's state at the provider now (a return from its page, a sweep of pending ones). */
  fetch(payment: PaymentRow): Promise<ProviderState>;
  /** Gives back `amountMinor` of a paid payment. */
  refund(payment: PaymentRow, amountMinor: number): Promise<ProviderRefund>;
  /** The event a webhook carries if its signature holds; null when it does not, or for a provider without webhooks. */
  verifyWebhook(
    headers: Readonly<Record<string, string | undefined>>,
    body: Buffer,
  ): Promise<ProviderEvent | null>;
}
