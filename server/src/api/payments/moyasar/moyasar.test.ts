import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startFakeMoyasar, type FakeMoyasar } from '../../../../test/support/fake-moyasar';
import { ProviderError, type PaymentProvider, type StartPayment } from '../provider';

import { moyasarProvider } from './moyasar.provider';

const SECRET_KEY = 'sk_test_moyasar_secret_key_1234';
const WEBHOOK_SECRET = 'whsec-moyasar-shared-token';

let fake: FakeMoyasar;
let moyasar: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeMoyasar(SECRET_KEY);
  moyasar = moyasarProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.apiUrl,
    // Long enough for a busy machine, short enough that the hang test ends soon.
    timeoutMs: 1500,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.faults.unavailable = 0;
  fake.faults.hang = false;
  fake.faults.refuseRefunds = false;
});

let counter = 0;
function payment(overrides: Partial<StartPayment> = {}): StartPayment {
  counter += 1;
  return {
    reference: `PAY-${counter}`,
    idempotencyKey: `key-${counter}`,
    amountMinor: 12_500,
    currency: 'SAR',
    description: `Order CK-${counter}`,
    language: 'ar',
    returnUrl: `https://cakes.example/track?ref=CK-${counter}`,
    webhookUrl: 'https://cakes.example/api/Payment/MoyasarWebhook',
    expiresAt: new Date('2030-01-01T10:15:00Z'),
    customer: { name: 'Sara' },
    ...overrides,
  };
}

async function started(overrides: Partial<StartPayment> = {}) {
  const result = await moyasar.start(payment(overrides));
  if (result.kind !== 'redirect') throw new Error('Moyasar always sends the visitor to its page');
  return result;
}

describe('Moyasar: starting a payment', () => {
  it('creates an invoice in the smallest unit, with our reference and the server-built return, and sends the visitor to its page in their language', async () => {
    const result = await started({ amountMinor: 12_550, language: 'ar' });
    const invoice = fake.invoices.get(result.providerRef);
    expect(invoice).toMatchObject({
      amount: 12_550,
      currency: 'SAR',
      success_url: expect.stringMatching(/^https:\/\/cakes\.example\/track\?ref=CK-/) as unknown,
      back_url: expect.stringMatching(/^https:\/\/cakes\.example\/track\?ref=CK-/) as unknown,
      expired_at: '2030-01-01T10:15:00.000Z',
      metadata: { reference: expect.stringMatching(/^PAY-/) as unknown },
    });
    expect(result.state).toBe('pending');
    const url = new URL(result.redirectUrl);
    expect(url.origin).toBe(new URL(fake.apiUrl).origin);
    expect(url.searchParams.get('lang')).toBe('ar');
    expect(fake.calls.at(-1)?.authorization).toBe(
      `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`,
    );
  });

  it('sends a three-decimal currency in thousandths (1.255 KWD is 1255)', async () => {
    const result = await started({ amountMinor: 1_255, currency: 'KWD' });
    expect(fake.invoices.get(result.providerRef)).toMatchObject({ amount: 1_255, currency: 'KWD' });
  });

  it('when the secret key is wrong, then the start is refused (4xx), never taken as started', async () => {
    const wrong = moyasarProvider({ secretKey: 'sk_test_wrong', webhookSecret: 'x', apiUrl: fake.apiUrl });
    await expect(wrong.start(payment())).rejects.toMatchObject({ failure: 'refused', status: 401 });
  });
});

describe('Moyasar: reading a payment back', () => {
  it('maps every invoice state to ours: initiated pending, paid paid, a declined card still pending, expired expired', async () => {
    const open = await started();
    expect(await moyasar.fetch(open.providerRef)).toMatchObject({ state: 'pending', refundedMinor: 0 });

    const declined = await started();
    fake.fail(declined.providerRef);
    expect((await moyasar.fetch(declined.providerRef)).state).toBe('pending');

    const paid = await started();
    fake.pay(paid.providerRef);
    expect(await moyasar.fetch(paid.providerRef)).toMatchObject({
      providerRef: paid.providerRef,
      state: 'paid',
      amountMinor: 12_500,
      currency: 'SAR',
      reference: expect.stringMatching(/^PAY-/) as unknown,
    });

    const lapsed = await started();
    fake.expire(lapsed.providerRef);
    expect((await moyasar.fetch(lapsed.providerRef)).state).toBe('expired');
  });

  it('reports the amount and currency Moyasar holds, so a mismatch with ours can be seen', async () => {
    const result = await started({ amountMinor: 12_500 });
    fake.pay(result.providerRef, { amount: 100, currency: 'USD' });
    expect(await moyasar.fetch(result.providerRef)).toMatchObject({
      state: 'paid',
      amountMinor: 100,
      currency: 'USD',
    });
  });

  it('when Moyasar answers 5xx, then the call fails as unavailable (nothing known), and the next one reads it', async () => {
    const result = await started();
    fake.faults.unavailable = 1;
    const failure = await moyasar.fetch(result.providerRef).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ failure: 'unavailable', status: 503 });
    expect((await moyasar.fetch(result.providerRef)).state).toBe('pending');
  });

  it('when Moyasar does not answer, then the call ends at its deadline as unavailable', async () => {
    fake.faults.hang = true;
    const begun = Date.now();
    await expect(moyasar.start(payment())).rejects.toMatchObject({ failure: 'unavailable' });
    expect(Date.now() - begun).toBeLessThan(5_000);
  });

  it('when an error is raised, then its message names the path and never the secret key', async () => {
    fake.faults.unavailable = 1;
    const failure = await moyasar.fetch('anything').catch((error: unknown) => error);
    expect(String(failure)).toContain('GET /v1/invoices/anything');
    expect(String(failure)).not.toContain(SECRET_KEY);
  });
});

describe('Moyasar: refunds', () => {
  it('refunds in part, then the rest, each confirmed by the total Moyasar reports', async () => {
    const result = await started({ amountMinor: 10_000 });
    fake.pay(result.providerRef);
    const base = { providerRef: result.providerRef, currency: 'SAR', reason: 'deposit kept' };
    expect(
      await moyasar.refund({ ...base, amountMinor: 7_000, idempotencyKey: 'r1', refundedBeforeMinor: 0 }),
    ).toMatchObject({ state: 'refunded', amountMinor: 7_000 });
    expect((await moyasar.fetch(result.providerRef)).refundedMinor).toBe(7_000);
    expect(
      await moyasar.refund({ ...base, amountMinor: 3_000, idempotencyKey: 'r2', refundedBeforeMinor: 7_000 }),
    ).toMatchObject({ state: 'refunded' });
    expect(await moyasar.fetch(result.providerRef)).toMatchObject({ state: 'paid', refundedMinor: 10_000 });
  });

  it('when a refund’s answer was lost, then the retry finds it made and makes no second one', async () => {
    const result = await started({ amountMinor: 10_000 });
    fake.pay(result.providerRef);
    const refund = {
      providerRef: result.providerRef,
      currency: 'SAR',
      reason: 'cancelled',
      amountMinor: 4_000,
      idempotencyKey: 'r-lost',
      refundedBeforeMinor: 0,
    };
    await moyasar.refund(refund);
    const refundCalls = () => fake.calls.filter((call) => call.path.endsWith('/refund')).length;
    const before = refundCalls();
    expect(await moyasar.refund(refund)).toMatchObject({ state: 'refunded', amountMinor: 4_000 });
    expect(refundCalls()).toBe(before);
    expect((await moyasar.fetch(result.providerRef)).refundedMinor).toBe(4_000);
  });

  it('when Moyasar refuses a refund, then it fails as refused and nothing is refunded', async () => {
    const result = await started();
    fake.pay(result.providerRef);
    fake.faults.refuseRefunds = true;
    await expect(
      moyasar.refund({
        providerRef: result.providerRef,
        currency: 'SAR',
        reason: 'x',
        amountMinor: 100,
        idempotencyKey: 'r-refused',
        refundedBeforeMinor: 0,
      }),
    ).rejects.toMatchObject({ failure: 'refused', status: 400 });
    expect((await moyasar.fetch(result.providerRef)).refundedMinor).toBe(0);
  });

  it('when nothing was paid, then a refund is refused before Moyasar is asked to make one', async () => {
    const result = await started();
    await expect(
      moyasar.refund({
        providerRef: result.providerRef,
        currency: 'SAR',
        reason: 'x',
        amountMinor: 100,
        idempotencyKey: 'r-unpaid',
        refundedBeforeMinor: 0,
      }),
    ).rejects.toMatchObject({ failure: 'refused' });
  });
});

describe('Moyasar: webhooks', () => {
  const delivery = (body: unknown) => ({ headers: {}, body: Buffer.from(JSON.stringify(body)) });

  it('when the secret token matches, then the webhook names the invoice it is about', async () => {
    const result = await started();
    fake.pay(result.providerRef);
    expect(moyasar.verifyWebhook(delivery(fake.webhookBody(result.providerRef, WEBHOOK_SECRET)))).toEqual({
      ok: true,
      providerRef: result.providerRef,
    });
  });

  it.each([
    ['a wrong secret token', (body: Record<string, unknown>) => ({ ...body, secret_token: 'guess' })],
    ['an empty secret token', (body: Record<string, unknown>) => ({ ...body, secret_token: '' })],
    ['no secret token', ({ secret_token: _dropped, ...body }: Record<string, unknown>) => body],
    ['a body that is not an event', () => ({ hello: 'world' })],
  ])('when the webhook has %s, then it is refused', async (_what, change) => {
    const result = await started();
    fake.pay(result.providerRef);
    const check = moyasar.verifyWebhook(
      delivery(change(fake.webhookBody(result.providerRef, WEBHOOK_SECRET))),
    );
    expect(check.ok).toBe(false);
  });

  it('when the body is not JSON, then it is refused', () => {
    expect(moyasar.verifyWebhook({ headers: {}, body: Buffer.from('secret_token=x') }).ok).toBe(false);
  });

  it('when the webhook secret is unset (empty), then no webhook verifies, not even one with an empty token', async () => {
    const open = moyasarProvider({ secretKey: SECRET_KEY, webhookSecret: '', apiUrl: fake.apiUrl });
    const result = await started();
    expect(open.verifyWebhook(delivery(fake.webhookBody(result.providerRef, ''))).ok).toBe(false);
  });

  it('when a genuine webhook is about a payment made without an invoice, then it verifies and names nothing', () => {
    const body = {
      id: 'evt',
      type: 'payment_paid',
      secret_token: WEBHOOK_SECRET,
      live: false,
      data: { id: 'pay-elsewhere', status: 'paid', amount: 100, currency: 'SAR' },
    };
    expect(moyasar.verifyWebhook(delivery(body))).toEqual({ ok: true, providerRef: null });
  });

  it('marks test keys as test mode and live keys as live', () => {
    expect(moyasar.testMode).toBe(true);
    expect(
      moyasarProvider({ secretKey: 'sk_live_x', webhookSecret: 'y', apiUrl: fake.apiUrl }).testMode,
    ).toBe(false);
  });
});
