import { createHash, timingSafeEqual } from 'node:crypto';

import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

import { signedWebhook } from '../http/signed-webhook';

/**
 * What a payment provider is to the payments module (design: a provider interface modelled on
 * Medusa's `AbstractPaymentProvider`): begin a payment, read its state at the provider, refund it,
 * and tell a genuine webhook from a forged one. Each provider lives in its own folder (`demo/`,
 * `moyasar/`, `tap/`) and is one entry of the PROVIDERS table; `manual` (the staff record what
 * they took) is the first. Nothing here knows of orders: a payment is an amount, a currency and
 * our reference.
 */

/** Our states: every provider's own states map onto these. */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired';
export type RefundState = 'pending' | 'refunded' | 'failed';
export type ProviderName = 'manual' | 'demo' | 'moyasar' | 'tap';

export interface StartPayment {
  /** Our payment's reference, unique per attempt: the provider keeps it, webhooks are matched by it. */
  reference: string;
  /** Sent where the provider documents idempotency, so a retried start makes no second payment. */
  idempotencyKey: string;
  amountMinor: number;
  /** ISO 4217; amounts are in its minor unit (KWD, BHD, OMR: thousandths). */
  currency: string;
  description: string;
  language: 'en' | 'ar';
  /** Where the visitor comes back to: built by the server, never taken from a request. */
  returnUrl: string;
  /** Where the provider posts its webhook (our site's own address). */
  webhookUrl: string;
  /** The end of the hold: the provider's page should not take money after it. */
  expiresAt: Date;
  customer: { name: string; email?: string | undefined; phone?: string | undefined };
}

type StartedPayment =
  /** Recorded at once (manual): nothing to visit. */
  | { kind: 'recorded'; providerRef: string | null; state: PaymentState }
  /** The visitor goes to `redirectUrl` (the provider's page) and comes back to the return URL. */
  | { kind: 'redirect'; providerRef: string; redirectUrl: string; state: PaymentState };

/** A payment as the provider has it now: believed only after our amount, currency and reference match. */
export interface ProviderPayment {
  providerRef: string;
  state: PaymentState;
  amountMinor: number;
  currency: string;
  /** Our reference as the provider kept it (null when it kept none). */
  reference: string | null;
  /** What the provider has refunded of it so far. */
  refundedMinor: number;
}

export interface RefundPayment {
  providerRef: string;
  amountMinor: number;
  currency: string;
  /** Our refund's own key: a retried refund is not a second one. */
  idempotencyKey: string;
  /**
   * What our ledger says the provider refunded of this payment before this refund: where the
   * provider has no idempotency key for refunds (Moyasar), a retry after a lost answer finds the
   * refund already made from it instead of making it twice.
   */
  refundedBeforeMinor: number;
  reason: string;
}

export interface ProviderRefund {
  /** The provider's id of the refund, when it gives one (Moyasar refunds in place: the payment's). */
  refundRef: string;
  state: RefundState;
  amountMinor: number;
  currency: string;
}

/** A webhook as it arrived: the raw bytes, since a signature covers what was sent, not a re-encoding. */
export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A webhook that proved it came from the provider names the payment it is about: a hint, never
 * believed as it is (the payment is fetched from the provider before anything changes).
 */
export type WebhookCheck =
  /** `providerRef` null: genuine, but about nothing of ours (a payment made elsewhere on the account). */
  { ok: true; providerRef: string | null } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Test mode is shown everywhere the payment shows (page, /track, e-mails, receipts, dashboard). */
  readonly testMode: boolean;
  start(payment: StartPayment): Promise<StartedPayment>;
  fetch(providerRef: string): Promise<ProviderPayment>;
  refund(refund: RefundPayment): Promise<ProviderRefund>;
  /** A refund left pending, read again (reconciliation). */
  fetchRefund(refundRef: string, providerRef: string): Promise<ProviderRefund>;
  verifyWebhook(delivery: WebhookDelivery): WebhookCheck;
}

/**
 * Why a call to a provider did not give an answer to act on:
 * - `unavailable`: it timed out, could not be reached or answered 5xx. Nothing is known: the
 *   request stays awaiting payment and the visitor is told to try again; reconciliation reads it later.
 * - `refused`: it answered 4xx (a refund it will not make, a payment it does not know).
 * - `invalid`: it answered 2xx with something that is not what its documentation describes.
 */
export type ProviderFailure = 'unavailable' | 'refused' | 'invalid';

export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** How long one call to a provider may take, to the answer's last byte. */
const PROVIDER_TIMEOUT_MS = 10_000;

export interface JsonCall {
  provider: ProviderName;
  method: 'GET' | 'POST';
  url: string;
  authorization: string;
  body?: unknown;
  timeoutMs?: number;
}

/**
 * One JSON call to a provider's API: no SDK, `fetch` with a deadline. Returns the parsed 2xx body;
 * throws ProviderError otherwise. The secret goes in the Authorization header only and never into
 * a message (an error names the method and path, not the URL's query or the headers).
 */
export async function callProvider(call: JsonCall): Promise<unknown> {
  const where = `${call.method} ${new URL(call.url).pathname}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers: {
        authorization: call.authorization,
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: AbortSignal.timeout(call.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderError(call.provider, 'unavailable', `${where} ${reason}`);
  }
  if (response.status >= 500)
    throw new ProviderError(
      call.provider,
      'unavailable',
      `${where} answered ${response.status}`,
      response.status,
    );
  if (response.status >= 400)
    throw new ProviderError(
      call.provider,
      'refused',
      `${where} answered ${response.status}: ${messageOf(text)}`,
      response.status,
    );
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(call.provider, 'invalid', `${where} answered with something that is not JSON`);
  }
}

/** The provider's own words for a refusal (both document a `message`), kept short for the log. */
function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') return body.message.slice(0, 200);
    return JSON.stringify(body.errors ?? body).slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

/**
 * Whether two secrets are the same, in time that does not depend on where they differ or on
 * their lengths (both are hashed to 32 bytes first).
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && expected !== '';
}

/** Where each provider's webhooks arrive (the providers' dashboards and charges name these). */
export const WEBHOOK_PATHS = {
  moyasar: '/api/Payment/MoyasarWebhook',
  tap: '/api/Payment/TapWebhook',
} as const satisfies Partial<Record<ProviderName, `/api/${string}`>>;

/**
 * A provider's webhook route, mounted before the anti-forgery check (the provider signs instead):
 * `app.post(route.path, ...route.handlers)`. `onVerified` is the payments module's: it fetches the
 * payment from the provider and acts only if amount, currency and our reference match.
 */
export function webhookRoute(
  provider: PaymentProvider & { name: keyof typeof WEBHOOK_PATHS },
  onVerified: (providerRef: string) => Promise<void>,
  logger: Logger,
): { path: string; handlers: RequestHandler[] } {
  return {
    path: WEBHOOK_PATHS[provider.name],
    handlers: signedWebhook({
      sender: provider.name,
      verify: (delivery) => provider.verifyWebhook(delivery),
      onVerified,
      logger,
    }),
  };
}
