import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startFakeTap, type FakeTap } from '../../../../test/support/fake-tap';
import type { PaymentProvider, StartPayment } from '../provider';

import { fromTapAmount, hashstringOf, toTapAmount } from './tap-api';
import { tapProvider } from './tap.provider';

const SECRET_KEY = 'sk_test_tap_secret_key_5678';

let fake: FakeTap;
let tap: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeTap(SECRET_KEY);
  tap = tapProvider({ secretKey: SECRET_KEY, apiUrl: fake.apiUrl, timeoutMs: 1500 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.faults.unavailable = 0;
  fake.faults.hang = false;
  fake.faults.refuseRefunds = false;
  fake.refundsPending = false;
});

let counter = 0;
function payment(overrides: Partial<StartPayment> = {}): StartPayment {
  counter += 1;
  return {
    reference: `PAY-T${counter}`,
    idempotencyKey: `tap-key-${counter}`,
    amountMinor: 12_500,
    currency: 'AED',
    description: `Order CK-${counter}`,
    language: 'en',
    returnUrl: `https://cakes.example/track?ref=CK-T${counter}`,
    webhookUrl: 'https://cakes.example/api/Payment/TapWebhook',
    expiresAt: new Date('2030-01-01T10:15:00Z'),
    customer: { name: 'Noura', email: 'noura@example.com' },
    ...overrides,
  };
}

async function started(overrides: Partial<StartPayment> = {}) {
  const result = await tap.start(payment(overrides));
  if (result.kind !== 'redirect') throw new Error('Tap always sends the visitor to its page');
  return result;
}

describe('Tap: amounts in each currency’s decimals', () => {
  it.each([
    [12_500, 'AED', 125],
    [12_550, 'SAR', 125.5],
    [1_255, 'KWD', 1.255],
    [1_000, 'BHD', 1],
    [5, 'OMR', 0.005],
    [7, 'QAR', 0.07],
  ])('%i minor units of %s are %d, and back', (minor, currency, major) => {
    expect(toTapAmount(minor, currency)).toBe(major);
    expect(fromTapAmount(major, currency)).toBe(minor);
  });
});

describe('Tap: the webhook’s hashstring', () => {
  it('is HMAC-SHA256 with the secret key over the documented fields, the amount at the currency’s decimals', () => {
    const charge = {
      id: 'chg_1',
      status: 'CAPTURED',
      amount: 1.5,
      currency: 'KWD',
      reference: { gateway: 'gw', payment: 'py' },
      transaction: { created: '1700' },
    };
    const byHand = createHmac('sha256', 'test-secret')
      .update(
        'x_idchg_1x_amount1.500x_currencyKWDx_gateway_referencegwx_payment_referencepyx_statusCAPTUREDx_created1700',
      )
      .digest('hex');
    expect(hashstringOf(charge, 'test-secret')).toBe(byHand);
    const twoDecimals = createHmac('sha256', 'test-secret')
      .update(
        'x_idchg_1x_amount10.00x_currencySARx_gateway_referencegwx_payment_referencepyx_statusCAPTUREDx_created1700',
      )
      .digest('hex');
    expect(hashstringOf({ ...charge, amount: 10, currency: 'SAR' }, 'test-secret')).toBe(twoDecimals);
  });
});

describe('Tap: starting a payment', () => {
  it('creates a charge in the main unit with our reference, its idempotent key, the server-built return and webhook, and sends the visitor to its page', async () => {
    const result = await started({ amountMinor: 1_255, currency: 'KWD' });
    expect(fake.charges.get(result.providerRef)).toMatchObject({
      amount: 1.255,
      currency: 'KWD',
      status: 'INITIATED',
      reference: {
        transaction: expect.stringMatching(/^PAY-T/) as unknown,
        idempotent: expect.stringMatching(/^tap-key-/) as unknown,
      },
      redirect: { url: expect.stringMatching(/^https:\/\/cakes\.example\/track\?ref=CK-T/) as unknown },
      post: { url: 'https://cakes.example/api/Payment/TapWebhook' },
    });
    expect(result.state).toBe('pending');
    expect(result.redirectUrl).toContain(`/gosell/v2/payment/${result.providerRef}`);
    expect(fake.calls.at(-1)?.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('when the same start is sent again (a retry after a lost answer), then Tap answers the same charge', async () => {
    const once = payment();
    const first = await tap.start(once);
    const again = await tap.start(once);
    expect(again).toEqual(first);
  });

  it('when Tap answers 5xx or not at all, then the start fails as unavailable', async () => {
    fake.faults.unavailable = 1;
    await expect(tap.start(payment())).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
    fake.faults.hang = true;
    await expect(tap.start(payment())).rejects.toMatchObject({ failure: 'unavailable' });
  });
});

describe('Tap: reading a charge back', () => {
  it.each([
    ['INITIATED', 'pending'],
    ['CAPTURED', 'paid'],
    ['DECLINED', 'failed'],
    ['ABANDONED', 'failed'],
    ['CANCELLED', 'failed'],
    ['FAILED', 'failed'],
    ['RESTRICTED', 'failed'],
    ['VOID', 'failed'],
    ['TIMEDOUT', 'expired'],
    ['UNKNOWN', 'pending'],
  ])('a charge %s is %s', async (status, ours) => {
    const result = await started();
    if (status !== 'INITIATED') fake.finish(result.providerRef, status);
    expect(await tap.fetch(result.providerRef)).toMatchObject({
      providerRef: result.providerRef,
      state: ours,
      amountMinor: 12_500,
      currency: 'AED',
      reference: expect.stringMatching(/^PAY-T/) as unknown,
    });
  });

  it('reports the amount and currency Tap holds, so a mismatch with ours can be seen', async () => {
    const result = await started();
    fake.finish(result.providerRef, 'CAPTURED', { amount: 1, currency: 'KWD' });
    expect(await tap.fetch(result.providerRef)).toMatchObject({
      state: 'paid',
      amountMinor: 1_000,
      currency: 'KWD',
    });
  });
});

describe('Tap: refunds', () => {
  it('refunds in part with its own idempotent key; a retry is the same refund, not a second', async () => {
    const result = await started({ amountMinor: 10_000 });
    fake.finish(result.providerRef);
    const refund = {
      providerRef: result.providerRef,
      amountMinor: 3_000,
      currency: 'AED',
      idempotencyKey: `refund-${result.providerRef}`,
      refundedBeforeMinor: 0,
      reason: 'deposit kept',
    };
    const first = await tap.refund(refund);
    expect(first).toMatchObject({ state: 'refunded', amountMinor: 3_000, currency: 'AED' });
    expect(await tap.refund(refund)).toEqual(first);
    expect(fake.charges.get(result.providerRef)?.refunded).toBe(30);
  });

  it('a refund Tap holds as pending is pending until it is read again settled', async () => {
    const result = await started();
    fake.finish(result.providerRef);
    fake.refundsPending = true;
    const refund = await tap.refund({
      providerRef: result.providerRef,
      amountMinor: 12_500,
      currency: 'AED',
      idempotencyKey: `refund-pending-${result.providerRef}`,
      refundedBeforeMinor: 0,
      reason: 'cancelled',
    });
    expect(refund.state).toBe('pending');
    fake.settleRefund(refund.refundRef);
    expect((await tap.fetchRefund(refund.refundRef, result.providerRef)).state).toBe('refunded');
    fake.settleRefund(refund.refundRef, 'DECLINED');
    expect((await tap.fetchRefund(refund.refundRef, result.providerRef)).state).toBe('failed');
  });

  it('when Tap refuses a refund, then it fails as refused, with Tap’s reason', async () => {
    const result = await started();
    fake.finish(result.providerRef);
    fake.faults.refuseRefunds = true;
    await expect(
      tap.refund({
        providerRef: result.providerRef,
        amountMinor: 100,
        currency: 'AED',
        idempotencyKey: `refused-${result.providerRef}`,
        refundedBeforeMinor: 0,
        reason: 'x',
      }),
    ).rejects.toThrow(/refused|insufficient balance/);
  });
});

describe('Tap: webhooks', () => {
  const delivery = (body: unknown, headers: Record<string, string>) => ({
    headers,
    body: Buffer.from(JSON.stringify(body)),
  });

  it('when the hashstring matches, then the webhook names its charge, KWD included (three decimals)', async () => {
    const result = await started({ amountMinor: 1_250, currency: 'KWD' });
    fake.finish(result.providerRef);
    const { body, headers } = fake.webhook(result.providerRef, SECRET_KEY);
    expect(tap.verifyWebhook(delivery(body, headers))).toEqual({ ok: true, providerRef: result.providerRef });
  });

  type Webhook = ReturnType<FakeTap['webhook']>;
  const tampered: [string, (webhook: Webhook) => Webhook][] = [
    [
      'signed with another key',
      ({ body }) => ({ body, headers: { hashstring: hashstringOf(body, 'sk_test_other') } }),
    ],
    [
      'its amount changed after signing',
      ({ body, headers }) => ({ body: { ...body, amount: 999 }, headers }),
    ],
    ['about another charge', ({ body, headers }) => ({ body: { ...body, id: 'chg_other' }, headers })],
    ['without its hashstring header', ({ body }) => ({ body, headers: {} })],
  ];
  it.each(tampered)('when the webhook is %s, then it is refused', async (_what, change) => {
    const result = await started();
    fake.finish(result.providerRef);
    const { body, headers } = change(fake.webhook(result.providerRef, SECRET_KEY));
    expect(tap.verifyWebhook(delivery(body, headers)).ok).toBe(false);
  });

  it('when the body is not JSON, then it is refused', () => {
    expect(tap.verifyWebhook({ headers: { hashstring: 'ab' }, body: Buffer.from('x') }).ok).toBe(false);
  });
});
