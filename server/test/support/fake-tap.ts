import { randomBytes } from 'node:crypto';

import { hashstringOf, tapDecimals } from '../../src/api/payments/tap/tap-api';
import { noFaults, postWebhook, startFakeHttp, type ProviderFaults, type Reply } from './fake-provider-http';

/**
 * Tap's API as its public documentation describes it, for tests: charges with a redirect,
 * retrieve, refunds, `reference.idempotent`, and the webhook signed with `hashstring`.
 *
 * - https://developers.tap.company/reference/create-a-charge, https://developers.tap.company/docs/redirect
 * - https://developers.tap.company/docs/idempotency (same string within 24 hours: the first answer)
 * - https://developers.tap.company/docs/refunds (partial refunds up to the charge's total)
 * - https://developers.tap.company/docs/webhook (the hashstring header)
 *
 * The hashstring is computed by `hashstringOf`, the formula as the documentation writes it; the
 * tests pin that formula to a value worked out by hand (tap.test.ts).
 */

interface Charge {
  id: string;
  object: 'charge';
  status: string;
  amount: number;
  currency: string;
  description: string;
  reference: { transaction?: string; order?: string; idempotent?: string; gateway: string; payment: string };
  transaction: { url: string; created: string };
  redirect: { url: string };
  post: { url: string } | null;
  refunded: number;
}

interface Refund {
  id: string;
  object: 'refund';
  status: string;
  amount: number;
  currency: string;
  charge_id: string;
  reason: string;
}

export interface FakeTap {
  apiUrl: string;
  faults: ProviderFaults;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  calls: { method: string; path: string; body: unknown; authorization: string | undefined }[];
  /** Refunds are answered PENDING (Tap checks the wallet's balance first) until `settleRefund`. */
  refundsPending: boolean;
  /** The visitor's payment on Tap's page ends in this status; `as` changes what Tap then reports. */
  finish(chargeId: string, status?: string, as?: { amount?: number; currency?: string }): Charge;
  settleRefund(refundId: string, status?: string): void;
  /** The webhook Tap posts for the charge: its body and its hashstring header. */
  webhook(chargeId: string, secretKey: string): { body: Charge; headers: Record<string, string> };
  sendWebhook(url: string, chargeId: string, secretKey: string): Promise<{ status: number }>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_TS${randomBytes(10).toString('hex')}`;
const error = (status: number, code: string, description: string): Reply => ({
  status,
  body: { errors: [{ code, description }] },
});
const decimalsOk = (amount: number, currency: string) =>
  Number(amount.toFixed(tapDecimals(currency))) === amount && amount > 0;

export async function startFakeTap(secretKey: string): Promise<FakeTap> {
  const faults = noFaults();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const idempotent = new Map<string, Charge | Refund>();
  let base = '';
  const state = { refundsPending: false };

  const http = await startFakeHttp(({ method, path, body, authorization }) => {
    if (authorization !== `Bearer ${secretKey}`) return error(401, '2107', 'Unauthorized: invalid API key');
    const input = (body ?? {}) as Record<string, unknown>;
    const ref = (input.reference ?? {}) as Record<string, string | undefined>;
    if (method === 'POST' && path === '/v2/charges') {
      const key = ref.idempotent ? `charge:${ref.idempotent}` : undefined;
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) return { status: 200, body: earlier };
      const amount = input.amount;
      const currency = typeof input.currency === 'string' ? input.currency : '';
      if (typeof amount !== 'number' || !currency || !decimalsOk(amount, currency))
        return error(400, '1117', 'Invalid amount or currency');
      const redirect = input.redirect as { url?: unknown } | undefined;
      if (typeof redirect?.url !== 'string') return error(400, '1108', 'Redirect URL is required');
      const source = input.source as { id?: unknown } | undefined;
      if (typeof source?.id !== 'string') return error(400, '1109', 'Source is required');
      const chargeId = id('chg');
      const post = input.post as { url?: unknown } | undefined;
      const charge: Charge = {
        id: chargeId,
        object: 'charge',
        status: 'INITIATED',
        amount,
        currency,
        description: typeof input.description === 'string' ? input.description : '',
        reference: { ...ref, gateway: '', payment: '' },
        transaction: { url: `${base}/gosell/v2/payment/${chargeId}`, created: String(Date.now()) },
        redirect: { url: redirect.url },
        post: typeof post?.url === 'string' ? { url: post.url } : null,
        refunded: 0,
      };
      charges.set(chargeId, charge);
      if (key) idempotent.set(key, charge);
      return { status: 200, body: charge };
    }
    const chargeMatch = /^\/v2\/charges\/([^/]+)$/.exec(path);
    if (method === 'GET' && chargeMatch) {
      const charge = charges.get(decodeURIComponent(chargeMatch[1] ?? ''));
      return charge ? { status: 200, body: charge } : error(404, '1105', 'Charge not found');
    }
    if (method === 'POST' && path === '/v2/refunds') {
      const key = ref.idempotent ? `refund:${ref.idempotent}` : undefined;
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) return { status: 200, body: earlier };
      const charge = charges.get(String(input.charge_id));
      if (!charge) return error(400, '1105', 'Charge not found');
      if (faults.refuseRefunds) return error(400, '1140', 'Refund declined: insufficient balance');
      if (charge.status !== 'CAPTURED') return error(400, '1141', 'Only captured charges can be refunded');
      const amount = input.amount;
      if (
        typeof amount !== 'number' ||
        input.currency !== charge.currency ||
        !decimalsOk(amount, charge.currency)
      )
        return error(400, '1117', 'Invalid amount or currency');
      const left = Number((charge.amount - charge.refunded).toFixed(tapDecimals(charge.currency)));
      if (amount > left) return error(400, '1142', 'Refund amount exceeds the refundable amount');
      charge.refunded = Number((charge.refunded + amount).toFixed(tapDecimals(charge.currency)));
      const refund: Refund = {
        id: id('re'),
        object: 'refund',
        status: state.refundsPending ? 'PENDING' : 'REFUNDED',
        amount,
        currency: charge.currency,
        charge_id: charge.id,
        reason: typeof input.reason === 'string' ? input.reason : '',
      };
      refunds.set(refund.id, refund);
      if (key) idempotent.set(key, refund);
      return { status: 200, body: refund };
    }
    const refundMatch = /^\/v2\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundMatch) {
      const refund = refunds.get(decodeURIComponent(refundMatch[1] ?? ''));
      return refund ? { status: 200, body: refund } : error(404, '1106', 'Refund not found');
    }
    return undefined;
  }, faults);
  base = http.url;

  const chargeOf = (chargeId: string) => {
    const charge = charges.get(chargeId);
    if (!charge) throw new Error(`no charge ${chargeId}`);
    return charge;
  };
  const webhook = (chargeId: string, key: string) => {
    const charge = chargeOf(chargeId);
    return { body: charge, headers: { hashstring: hashstringOf(charge, key) } };
  };

  return {
    apiUrl: `${http.url}/v2`,
    faults,
    charges,
    refunds,
    calls: http.calls,
    get refundsPending() {
      return state.refundsPending;
    },
    set refundsPending(value: boolean) {
      state.refundsPending = value;
    },
    finish(chargeId, status = 'CAPTURED', as = {}) {
      const charge = chargeOf(chargeId);
      charge.status = status;
      if (as.amount !== undefined) charge.amount = as.amount;
      if (as.currency !== undefined) charge.currency = as.currency;
      if (status === 'CAPTURED')
        charge.reference = { ...charge.reference, gateway: '123456', payment: '5100000001' };
      return charge;
    },
    settleRefund(refundId, status = 'REFUNDED') {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      refund.status = status;
    },
    webhook,
    sendWebhook: (url, chargeId, key) => {
      const { body, headers } = webhook(chargeId, key);
      return postWebhook(url, body, headers);
    },
    close: () => http.close(),
  };
}
