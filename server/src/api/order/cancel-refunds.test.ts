import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { answerOf, refusalOf, saveShopSettings, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { startFakeMoyasar, type FakeMoyasar } from '../../../test/support/fake-moyasar';
import { startFakeTap, type FakeTap } from '../../../test/support/fake-tap';
import { demoPayments } from '../../../test/support/pay';
import { makeRequestFixtures } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';
import { refundShareOf } from '../payments/cancellation-refunds';

const cancel = (t: SignedInApi, order: { reference: string; phone: string }, idempotencyKey?: string) =>
  request(t.app)
    .post('/api/Order/CancelRequest')
    .send({ reference: order.reference, phone: order.phone, ...(idempotencyKey ? { idempotencyKey } : {}) });

const track = async (t: SignedInApi, order: { reference: string; phone: string }) =>
  answerOf(
    'TrackRequest',
    await request(t.app).get(
      `/api/Order/TrackRequest?reference=${order.reference}&phone=${encodeURIComponent(order.phone)}`,
    ),
  );

describe('the refund policy', () => {
  it('gives everything back until the days before, the late percent after, nothing on the day or after', () => {
    const rules = { fullRefundDays: 3, lateRefundPercent: 40, lateRefund: 'percent' } as const;
    expect([10, 3, 2, 1, 0, -1].map((days) => refundShareOf(rules, days).percent)).toEqual([
      100, 100, 40, 40, 0, 0,
    ]);
  });

  it('where the owner keeps the deposit, gives all but the deposit back after the days before, and nothing on the day', () => {
    const rules = { fullRefundDays: 3, lateRefundPercent: 40, lateRefund: 'deposit' } as const;
    expect([3, 2, 0].map((days) => refundShareOf(rules, days))).toEqual([
      { percent: 100, keepsDeposit: false },
      { percent: 100, keepsDeposit: true },
      { percent: 0, keepsDeposit: false },
    ]);
  });
});

describe('a visitor’s cancellation on /track, paid through the demo provider', { timeout: 60_000 }, () => {
  let t: SignedInApi;
  let shop: ReturnType<typeof demoPayments>;
  beforeAll(async () => {
    t = await startSignedInApi({ requestsPerHour: 1000, payments: { provider: 'demo', holdMinutes: 15 } });
    shop = demoPayments(t, await makeRequestFixtures(t));
  });
  afterAll(() => t.close());

  it('when cancelled before the policy’s days, then all that was paid goes back through the provider with a credit note, and the links still open are withdrawn', async () => {
    const order = await shop.placeOrder({}, 6);
    await shop.pay(order, (await shop.ask(order.id, { purpose: 'deposit', amount: 20 })).id);
    await shop.ask(order.id);
    expect((await track(t, order)).payment).toMatchObject({ paid: 20, cancelRefund: 20 });
    const cancelled = answerOf('CancelRequest', await cancel(t, order).expect(200));
    expect(cancelled.status).toBe('cancelled');
    await vi.waitFor(async () => expect((await shop.money(order.id)).refunded).toBe(20));
    const money = await shop.money(order.id);
    expect(money).toMatchObject({ paid: 0, balance: 0, refunding: 0, toGiveBack: 0 });
    expect(money.refunds).toEqual([
      expect.objectContaining({ amount: 20, status: 'refunded', requestedBy: 'visitor' }),
    ]);
    expect(money.due?.map((due) => due.status)).toEqual(['paid', 'cancelled']);
    expect((await track(t, order)).payment).toMatchObject({ refunded: 20, refunding: 0, toGiveBack: 0 });
    expect((await track(t, order)).payment?.cancelRefund).toBeUndefined();
    await vi.waitFor(async () =>
      expect((await track(t, order)).documents?.map((document) => document.kind)).toEqual([
        'invoice',
        'credit_note',
      ]),
    );
  });

  it('when cancelled after the policy’s days, then its late percent goes back; a second cancel (a double click) gives nothing more', async () => {
    await saveShopSettings(t, { paymentRules: { fullRefundDays: 10, lateRefundPercent: 60 } });
    try {
      const order = await shop.placeOrder({}, 5);
      await shop.pay(order, (await shop.ask(order.id)).id);
      // /track says beforehand what a cancellation would give back.
      expect((await track(t, order)).payment).toMatchObject({ paid: 49, cancelRefund: 29.4 });
      const [first, second] = await Promise.all([cancel(t, order), cancel(t, order)]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refusalOf(refused).code).toBe('order.bad_transition');
      await vi.waitFor(async () => expect((await shop.money(order.id)).refunded).toBe(29.4));
      expect((await shop.money(order.id)).refunds).toHaveLength(1);
      expect((await shop.money(order.id)).paid).toBe(19.6);
    } finally {
      await saveShopSettings(t, { paymentRules: {} });
    }
  });

  it('when the owner keeps the deposit and the order is cancelled after the policy’s days, then all but its deposit goes back', async () => {
    await saveShopSettings(t, { paymentRules: { fullRefundDays: 10, lateRefund: 'deposit' } });
    try {
      const order = await shop.placeOrder({}, 5);
      await shop.pay(order, (await shop.ask(order.id, { purpose: 'deposit', amount: 20 })).id);
      await shop.pay(order, (await shop.ask(order.id)).id);
      expect((await track(t, order)).payment).toMatchObject({ paid: 49, cancelRefund: 29 });
      await cancel(t, order).expect(200);
      await vi.waitFor(async () => expect((await shop.money(order.id)).refunded).toBe(29));
      expect((await shop.money(order.id)).paid).toBe(20);

      // Paid whole, with no deposit asked: the rules' deposit of its total is kept (30 % of 49).
      const whole = await shop.placeOrder({}, 5);
      await shop.pay(whole, (await shop.ask(whole.id)).id);
      expect((await track(t, whole)).payment).toMatchObject({ paid: 49, cancelRefund: 34.3 });
    } finally {
      await saveShopSettings(t, { paymentRules: {} });
    }
  });

  it('when part was paid by hand, then the online part goes back through the provider and the cash waits for the staff to give it back', async () => {
    const order = await shop.placeOrder({}, 6);
    await request(t.app)
      .post('/api/Order/RecordOrderPayment')
      .set('Authorization', t.auth)
      .send({ orderId: order.id, amount: 15, method: 'cash', paidOn: '2026-11-01T00:00:00.000Z' })
      .expect(201);
    await shop.pay(order, (await shop.ask(order.id)).id);
    await cancel(t, order).expect(200);
    await vi.waitFor(async () => expect((await shop.money(order.id)).refunded).toBe(34));
    await t.api.reconcilePayments();
    const money = await shop.money(order.id);
    expect(money).toMatchObject({ refunded: 34, refunding: 0, toGiveBack: 15 });
    expect(money.refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 34, status: 'refunded' }),
        expect.objectContaining({ amount: 15, status: 'pending', byHand: true }),
      ]),
    );
    expect((await track(t, order)).payment).toMatchObject({ refunded: 34, toGiveBack: 15 });

    // The owner gives the cash back and says so: refunded, with its credit note; once only.
    const cashRefund = money.refunds!.find((refund) => refund.byHand)!;
    const confirm = (orderId: number) =>
      request(t.app)
        .post('/api/Payment/ConfirmRefund')
        .set('Authorization', t.auth)
        .send({ orderId, refundId: cashRefund.id });
    expect((await confirm(order.id + 1000)).status).toBe(404);
    const confirmed = answerOf('ConfirmRefund', await confirm(order.id).expect(200));
    expect(confirmed).toMatchObject({ refunded: 49, toGiveBack: 0, paid: 0 });
    expect(refusalOf(await confirm(order.id).expect(409)).code).toBe('payment.nothing_due');
    await vi.waitFor(async () =>
      expect(
        (await track(t, order)).documents?.filter((document) => document.kind === 'credit_note'),
      ).toHaveLength(2),
    );
  });

  it('when the staff cancel, then nothing is refunded by itself: an owner decides in the inbox', async () => {
    const order = await shop.placeOrder({}, 6);
    await shop.pay(order, (await shop.ask(order.id)).id);
    await request(t.app)
      .post('/api/Order/UpdateCakeOrderStatus')
      .set('Authorization', t.auth)
      .send({ id: order.id, status: 'cancelled' })
      .expect(200);
    await t.api.reconcilePayments();
    expect(await shop.money(order.id)).toMatchObject({ paid: 49, refunds: [] });
  });
});

const SITE = 'http://shop.test';

/** An order of 49.00 paid through a provider's fake, as its webhook tells: its id, reference and phone. */
async function paidOrder(t: SignedInApi, f: RequestFixtures, finish: (redirectUrl: string) => Promise<void>) {
  const shop = demoPayments(t, f);
  const order = await shop.placeOrder({}, 6);
  const started = answerOf(
    'PayRequest',
    await request(t.app)
      .post('/api/Payment/PayRequest')
      .send({ reference: order.reference, phone: order.phone, dueId: (await shop.ask(order.id)).id }),
  );
  await finish(started.redirectUrl);
  await vi.waitFor(async () => expect((await shop.money(order.id)).paid).toBe(49));
  return { order, money: () => shop.money(order.id) };
}

describe(
  'a cancellation refunded through Moyasar (a local copy of its documented API)',
  { timeout: 60_000 },
  () => {
    const KEY = 'sk_test_cancel-moyasar';
    const TOKEN = 'cancel-moyasar-token';
    let t: SignedInApi;
    let f: RequestFixtures;
    let fake: FakeMoyasar;
    beforeAll(async () => {
      fake = await startFakeMoyasar(KEY);
      t = await startSignedInApi({
        requestsPerHour: 1000,
        notify: { siteUrl: SITE },
        payments: {
          provider: 'moyasar',
          holdMinutes: 15,
          secretKey: KEY,
          webhookSecret: TOKEN,
          apiUrl: fake.apiUrl,
        },
      });
      f = await makeRequestFixtures(t);
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it('when Moyasar refuses the refund, then it stays pending with the refusal until it confirms, and only then shows refunded', async () => {
      const { order, money } = await paidOrder(t, f, async (redirectUrl) => {
        const invoice = [...fake.invoices.values()].find((each) => redirectUrl.startsWith(each.url))!;
        fake.pay(invoice.id);
        await request(t.app)
          .post('/api/Payment/MoyasarWebhook')
          .send(fake.webhookBody(invoice.id, TOKEN))
          .expect(200);
      });
      fake.faults.refuseRefunds = true;
      try {
        await cancel(t, order).expect(200);
        await vi.waitFor(async () => expect((await money()).refunds?.[0]?.problem).toMatch(/^refused/));
        expect(await money()).toMatchObject({ refunded: 0, refunding: 49 });
        expect((await track(t, order)).payment).toMatchObject({ refunded: 0, refunding: 49 });
      } finally {
        fake.faults.refuseRefunds = false;
      }
      await t.api.reconcilePayments();
      expect(await money()).toMatchObject({ refunded: 49, refunding: 0 });
      const refund = fake.calls
        .filter((call) => call.method === 'POST' && call.path.endsWith('/refund'))
        .at(-1);
      expect(refund?.body).toMatchObject({ amount: 4900 });
    });
  },
);

describe(
  'a cancellation refunded through Tap (a local copy of its documented API)',
  { timeout: 60_000 },
  () => {
    const KEY = 'sk_test_cancel-tap';
    let t: SignedInApi;
    let f: RequestFixtures;
    let fake: FakeTap;
    beforeAll(async () => {
      fake = await startFakeTap(KEY);
      t = await startSignedInApi({
        requestsPerHour: 1000,
        notify: { siteUrl: SITE },
        payments: { provider: 'tap', holdMinutes: 15, secretKey: KEY, apiUrl: fake.apiUrl },
      });
      f = await makeRequestFixtures(t);
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it('when the visitor cancels a charge Tap captured, then Tap is asked for the policy’s refund and it shows refunded once Tap says so', async () => {
      const { order, money } = await paidOrder(t, f, async (redirectUrl) => {
        const charge = [...fake.charges.values()].find((each) => each.transaction.url === redirectUrl)!;
        fake.finish(charge.id, 'CAPTURED');
        const { body, headers } = fake.webhook(charge.id, KEY);
        await request(t.app).post('/api/Payment/TapWebhook').set(headers).send(body).expect(200);
      });
      fake.refundsPending = true;
      try {
        await cancel(t, order).expect(200);
        await vi.waitFor(() => expect(fake.refunds.size).toBeGreaterThan(0));
        const refundId = [...fake.refunds.keys()].at(-1)!;
        expect(fake.refunds.get(refundId)).toMatchObject({ amount: 49, currency: 'USD' });
        expect(await money()).toMatchObject({ refunded: 0, refunding: 49 });
        fake.settleRefund(refundId, 'REFUNDED');
      } finally {
        fake.refundsPending = false;
      }
      await t.api.reconcilePayments();
      expect(await money()).toMatchObject({ refunded: 49, refunding: 0, paid: 0 });
    });
  },
);
