import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi, type SignedInApi } from '../../../test/support/api';
import { startFakeMoyasar, type FakeMoyasar } from '../../../test/support/fake-moyasar';
import { startFakeTap, type FakeTap } from '../../../test/support/fake-tap';
import { makeRequestFixtures, siteDay, visitor, type RequestFixtures } from '../../../test/support/requests';

const MOYASAR_KEY = 'sk_test_pay-by-link-moyasar';
const MOYASAR_TOKEN = 'pay-by-link-moyasar-token';
const TAP_KEY = 'sk_test_pay-by-link-tap';
const PHONE = String(visitor().phone);

/** The site's clock: reconciliation reads payments a few minutes old, a hold ends after 15. */
let clock = new Date();
const now = () => clock;
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

/** A shop on one provider, with its order of 49.00 asking for the whole. */
async function shop(t: SignedInApi, f: RequestFixtures) {
  const placed = await request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({ cakeId: f.cakeId, quantity: 2, pickupDate: siteDay(5), branchId: f.branchId, ...visitor() });
  const { reference } = answerOf('AddCakeOrder', placed);
  const orderId = answerOf(
    'GetCakeOrders',
    await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth),
  ).items[0]!.id;
  const asked = await request(t.app)
    .post('/api/Payment/OpenPaymentDue')
    .set('Authorization', t.auth)
    .send({ orderId, purpose: 'full' });
  const dueId = answerOf('OpenPaymentDue', asked).due!.at(-1)!.id;
  const money = async () =>
    answerOf(
      'GetOrderPayments',
      await request(t.app).get(`/api/Order/GetOrderPayments?orderId=${orderId}`).set('Authorization', t.auth),
    );
  const pay = () => request(t.app).post('/api/Payment/PayRequest').send({ reference, phone: PHONE, dueId });
  return { orderId, reference, money, pay };
}

/** Our reference for the payment, as the return address carries it. */
const ourReference = (returnUrl: string) => new URL(returnUrl).searchParams.get('payment')!;

const outcome = async (t: SignedInApi, payment: string) =>
  answerOf(
    'GetPaymentOutcome',
    await request(t.app).get(`/api/Payment/GetPaymentOutcome?payment=${payment}`),
  );

describe('payments through Moyasar (against a local copy of its documented API)', () => {
  let t: SignedInApi;
  let f: RequestFixtures;
  let fake: FakeMoyasar;

  beforeAll(async () => {
    fake = await startFakeMoyasar(MOYASAR_KEY);
    t = await startSignedInApi({
      requestsPerHour: 1000,
      now,
      notify: { siteUrl: 'http://shop.test' },
      payments: {
        provider: 'moyasar',
        holdMinutes: 15,
        secretKey: MOYASAR_KEY,
        webhookSecret: MOYASAR_TOKEN,
        apiUrl: fake.apiUrl,
      },
    });
    f = await makeRequestFixtures(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    clock = new Date();
    fake.faults.unavailable = 0;
    fake.faults.refuseRefunds = false;
  });

  /** The visitor's Pay: the invoice Moyasar made for it. */
  async function begin(s: Awaited<ReturnType<typeof shop>>) {
    const started = answerOf('PayRequest', await s.pay().expect(200));
    const invoice = [...fake.invoices.values()].at(-1)!;
    expect(started.redirectUrl.startsWith(invoice.url)).toBe(true);
    expect(started.testMode).toBe(true);
    expect(invoice).toMatchObject({ amount: 4900, currency: 'USD' });
    return { invoice, reference: ourReference(invoice.success_url ?? '') };
  }

  const webhook = (body: unknown) =>
    request(t.app)
      .post('/api/Payment/MoyasarWebhook')
      .send(body as object);

  it('when the webhook comes before the visitor is back, then it is paid once; a replay changes nothing; the return shows paid', async () => {
    const s = await shop(t, f);
    const { invoice, reference } = await begin(s);
    expect(invoice.success_url).toBe(
      `http://shop.test/track?ref=${s.reference}&payment=${reference}&lang=en`,
    );
    fake.pay(invoice.id);
    await webhook(fake.webhookBody(invoice.id, MOYASAR_TOKEN)).expect(200);
    const paid = await s.money();
    expect(paid).toMatchObject({ paid: 49, balance: 0, due: [expect.objectContaining({ status: 'paid' })] });
    const heardPaid = async () =>
      answerOf(
        'GetActivity',
        await request(t.app)
          .get('/api/Audit/GetActivity?entity=CakeOrder&pageSize=100')
          .set('Authorization', t.auth),
      ).items.filter((row) => row.summary === `${s.reference}: card payment 49`).length;
    expect(await heardPaid()).toBe(1);
    await webhook(fake.webhookBody(invoice.id, MOYASAR_TOKEN)).expect(200);
    expect(await s.money()).toEqual(paid);
    // The order heard of it once: the replay found the payment paid already.
    expect(await heardPaid()).toBe(1);
    expect(await outcome(t, reference)).toMatchObject({ status: 'paid', amount: 49 });
  });

  it('when a webhook fails verification, then 401 with the error body, and nothing changes', async () => {
    const s = await shop(t, f);
    const { invoice } = await begin(s);
    fake.pay(invoice.id);
    const forged = await webhook(fake.webhookBody(invoice.id, 'not-the-token')).expect(401);
    expect(refusalOf(forged).code).toBe('auth.unauthorized');
    expect(await s.money()).toMatchObject({ paid: 0, due: [expect.objectContaining({ status: 'open' })] });
  });

  it('when the visitor is back and no webhook came, then the return reads the payment from Moyasar', async () => {
    const s = await shop(t, f);
    const { invoice, reference } = await begin(s);
    fake.pay(invoice.id);
    expect(await outcome(t, reference)).toMatchObject({ status: 'paid' });
    expect(await s.money()).toMatchObject({ paid: 49 });
  });

  it('when Moyasar reports another amount or currency than ours, then the payment is not believed', async () => {
    for (const as of [{ amount: 100 }, { currency: 'SAR' }]) {
      const s = await shop(t, f);
      const { invoice, reference } = await begin(s);
      fake.pay(invoice.id, as);
      await webhook(fake.webhookBody(invoice.id, MOYASAR_TOKEN)).expect(200);
      expect(await outcome(t, reference)).toMatchObject({ status: 'pending' });
      expect(await s.money()).toMatchObject({ paid: 0 });
    }
  });

  it('when Moyasar is down at the Pay, then the visitor is told to try again (503, never 500), the link stays open, and the attempt lapses with its hold', async () => {
    const s = await shop(t, f);
    fake.faults.unavailable = 3;
    const down = await s.pay();
    expect(down.status).toBe(503);
    expect(refusalOf(down).code).toBe('payment.unavailable');
    fake.faults.unavailable = 0;
    later(16);
    await t.api.reconcilePayments();
    expect(await s.money()).toMatchObject({ paid: 0, due: [expect.objectContaining({ status: 'open' })] });
    await begin(s);
  });

  it('when the webhook is lost, then reconciliation reads the payment a few minutes later and records it', async () => {
    const s = await shop(t, f);
    const { invoice } = await begin(s);
    fake.pay(invoice.id);
    await t.api.reconcilePayments();
    expect(await s.money()).toMatchObject({ paid: 0 });
    later(4);
    await t.api.reconcilePayments();
    expect(await s.money()).toMatchObject({ paid: 49 });
  });

  it('when Moyasar refuses a refund, then it shows pending with the refusal and is asked again until it confirms; nothing is refunded before', async () => {
    const s = await shop(t, f);
    const { invoice } = await begin(s);
    fake.pay(invoice.id);
    await webhook(fake.webhookBody(invoice.id, MOYASAR_TOKEN)).expect(200);
    const paymentId = (await s.money()).payments[0]!.id;
    fake.faults.refuseRefunds = true;
    const asked = answerOf(
      'RefundPayment',
      await request(t.app)
        .post('/api/Payment/RefundPayment')
        .set('Authorization', t.auth)
        .send({ orderId: s.orderId, paymentId, amount: 20, reason: 'Smaller cake' })
        .expect(200),
    );
    expect(asked).toMatchObject({ paid: 49, refunded: 0 });
    expect(asked.refunds).toEqual([expect.objectContaining({ amount: 20, status: 'pending' })]);
    expect(asked.refunds![0]!.problem).toMatch(/^refused/);
    await t.api.reconcilePayments();
    expect((await s.money()).refunds![0]).toMatchObject({ status: 'pending' });
    fake.faults.refuseRefunds = false;
    await t.api.reconcilePayments();
    const done = await s.money();
    expect(done).toMatchObject({ paid: 29, refunded: 20 });
    expect(done.refunds![0]).toMatchObject({ status: 'refunded', problem: null });
    expect(fake.invoices.get(invoice.id)!.payments[0]!.refunded).toBe(2000);
  });
});

describe('payments through Tap (against a local copy of its documented API)', () => {
  let t: SignedInApi;
  let f: RequestFixtures;
  let fake: FakeTap;

  beforeAll(async () => {
    fake = await startFakeTap(TAP_KEY);
    t = await startSignedInApi({
      requestsPerHour: 1000,
      now,
      notify: { siteUrl: 'http://shop.test' },
      payments: { provider: 'tap', holdMinutes: 15, secretKey: TAP_KEY, apiUrl: fake.apiUrl },
    });
    f = await makeRequestFixtures(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('when its webhook’s hashstring holds, then the charge read back is recorded; a forged one is 401; a replay changes nothing', async () => {
    const s = await shop(t, f);
    const started = answerOf('PayRequest', await s.pay().expect(200));
    const charge = [...fake.charges.values()].find(
      (candidate) => candidate.transaction.url === started.redirectUrl,
    )!;
    expect(charge).toMatchObject({ amount: 49, currency: 'USD' });
    fake.finish(charge.id, 'CAPTURED');
    const { body, headers } = fake.webhook(charge.id, TAP_KEY);
    const post = (signed: Record<string, string>) =>
      request(t.app).post('/api/Payment/TapWebhook').set(signed).send(body);
    expect((await post({ ...headers, hashstring: 'f'.repeat(64) })).status).toBe(401);
    expect(await s.money()).toMatchObject({ paid: 0 });
    await post(headers).expect(200);
    await post(headers).expect(200);
    const paid = await s.money();
    expect(paid).toMatchObject({ paid: 49, payments: [expect.objectContaining({ provider: 'tap' })] });
    expect(paid.payments).toHaveLength(1);
  });

  it('when Tap leaves a refund pending, then it is refunded only once reconciliation reads it refunded', async () => {
    const s = await shop(t, f);
    const started = answerOf('PayRequest', await s.pay().expect(200));
    const charge = [...fake.charges.values()].find(
      (candidate) => candidate.transaction.url === started.redirectUrl,
    )!;
    fake.finish(charge.id, 'CAPTURED');
    const ref = new URL(charge.redirect.url).searchParams.get('payment')!;
    expect(await outcome(t, ref)).toMatchObject({ status: 'paid' });
    fake.refundsPending = true;
    const paymentId = (await s.money()).payments[0]!.id;
    const asked = answerOf(
      'RefundPayment',
      await request(t.app)
        .post('/api/Payment/RefundPayment')
        .set('Authorization', t.auth)
        .send({ orderId: s.orderId, paymentId, amount: 49, reason: 'Cancelled' })
        .expect(200),
    );
    expect(asked).toMatchObject({ refunded: 0, refunds: [expect.objectContaining({ status: 'pending' })] });
    const refundId = [...fake.refunds.keys()].at(-1)!;
    fake.settleRefund(refundId, 'REFUNDED');
    await t.api.reconcilePayments();
    expect(await s.money()).toMatchObject({ paid: 0, refunded: 49 });
  });
});
