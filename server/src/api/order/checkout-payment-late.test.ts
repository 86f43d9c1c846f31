import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { answerOf, saveShopSettings, startSignedInApi } from '../../../test/support/api';
import { startFakeMoyasar, type FakeMoyasar } from '../../../test/support/fake-moyasar';
import {
  addBranch,
  addCake,
  basket,
  countedAndBooked,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeStaffOrder,
  setCalendar,
} from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

const KEY = 'sk_test_checkout-moyasar';
const TOKEN = 'checkout-moyasar-token';
const HOLD_MINUTES = 15;
/** The sweeps run every 50 ms; the bound is for a machine busy with other work. */
const WAIT = { timeout: 20_000, interval: 50 };

let week: Week;
let cake: Cake;
let fake: FakeMoyasar;

beforeAll(async () => {
  fake = await startFakeMoyasar(KEY);
  week = await makeWeek((now) =>
    startSignedInApi({
      now,
      requestsPerHour: 1000,
      notify: { siteUrl: 'http://shop.test', worker: { sweepEveryMs: 50 } },
      payments: {
        provider: 'moyasar',
        holdMinutes: HOLD_MINUTES,
        secretKey: KEY,
        webhookSecret: TOKEN,
        apiUrl: fake.apiUrl,
      },
    }),
  );
  await saveShopSettings(week.t, { orderLeadDays: 1, paymentRules: { payAtCheckout: 'required' } });
  cake = await addCake(week, { nameEn: 'Saffron cake', price: '80' });
});
afterAll(async () => {
  await week.t.close();
  await fake.close();
});

/** A visitor's order of two cakes on a day of a new branch taking `capacity` cakes a day. */
async function heldOrder(name: string, capacity: number) {
  const branchId = await addBranch(week, name);
  await setCalendar(week, { branchId, dailyCapacity: capacity }).expect(200);
  const day = dayAfter(week, 3);
  const placed = await request(week.t.app)
    .post('/api/Order/AddCakeOrder')
    .send(basket(week, [{ cakeId: cake.id, quantity: 2 }], { branchId, pickupDate: day, language: 'ar' }));
  const receipt = answerOf('AddCakeOrder', placed);
  const [order] = await ordersMatching(week, receipt.reference);
  return { receipt, id: order!.id, branchId, day, invoice: [...fake.invoices.values()].at(-1)! };
}

const statusOf = async (reference: string) => (await ordersMatching(week, reference))[0]!.status;

const messagesOf = async (id: number) =>
  answerOf(
    'GetRequestHistory',
    await request(week.t.app)
      .get(`/api/Order/GetRequestHistory?kind=cake&id=${id}`)
      .set('Authorization', week.t.auth),
  ).messages.map((message) => message.messageKind);

const money = async (id: number) =>
  answerOf(
    'GetOrderPayments',
    await request(week.t.app)
      .get(`/api/Order/GetOrderPayments?orderId=${id}`)
      .set('Authorization', week.t.auth),
  );

/** The hold ends while Moyasar still says the payment is under way (a card's 3-D Secure step). */
async function expiredWhilePaying(order: Awaited<ReturnType<typeof heldOrder>>) {
  week.clock.now = new Date(week.clock.now.getTime() + (HOLD_MINUTES + 1) * 60_000);
  await vi.waitFor(async () => expect(await statusOf(order.receipt.reference)).toBe('expired'), WAIT);
}

/** Then Moyasar takes the money and says so by its webhook. */
async function paidLate(order: Awaited<ReturnType<typeof heldOrder>>) {
  fake.pay(order.invoice.id);
  await request(week.t.app)
    .post('/api/Payment/MoyasarWebhook')
    .send(fake.webhookBody(order.invoice.id, TOKEN))
    .expect(200);
}

describe('a checkout’s payment that arrives after its hold (Moyasar)', { timeout: 90_000 }, () => {
  it('when the day still has room, then the order is back, holding its places again, and the visitor is told', async () => {
    const order = await heldOrder('Room branch', 4);
    await expiredWhilePaying(order);
    expect(await countedAndBooked(week.t.dataDir, order.branchId, order.day)).toEqual({
      counted: 0,
      booked: 0,
    });
    await paidLate(order);
    await vi.waitFor(async () => expect(await statusOf(order.receipt.reference)).toBe('new'), WAIT);
    expect(await messagesOf(order.id)).toContain('latePaymentKept');
    expect(await countedAndBooked(week.t.dataDir, order.branchId, order.day)).toEqual({
      counted: 2,
      booked: 2,
    });
    expect(await money(order.id)).toMatchObject({ paid: 160, balance: 0 });
  });

  it('when the day has filled meanwhile, then all of it is refunded through Moyasar, the order stays expired and the visitor is told', async () => {
    const order = await heldOrder('Full branch', 2);
    await expiredWhilePaying(order);
    const staff = basket(week, [{ cakeId: cake.id, quantity: 2 }], {
      branchId: order.branchId,
      pickupDate: order.day,
    });
    expect((await placeStaffOrder(week, staff)).status).toBe(201);
    await paidLate(order);
    await vi.waitFor(
      async () =>
        expect((await money(order.id)).refunds?.[0]).toMatchObject({ status: 'refunded', amount: 160 }),
      WAIT,
    );
    expect(await statusOf(order.receipt.reference)).toBe('expired');
    expect(await messagesOf(order.id)).toContain('latePaymentRefunded');
    expect(await countedAndBooked(week.t.dataDir, order.branchId, order.day)).toEqual({
      counted: 2,
      booked: 2,
    });
    expect(fake.invoices.get(order.invoice.id)!.payments.at(-1)).toMatchObject({
      status: 'refunded',
      refunded: 16000,
    });
  });

  it('when Moyasar does not answer at checkout, then the order still holds its places awaiting payment, the visitor has no page to go to, and /track’s Pay tries again', async () => {
    fake.faults.unavailable = 3;
    const branchId = await addBranch(week, 'Down branch');
    const placed = await request(week.t.app)
      .post('/api/Order/AddCakeOrder')
      .send(basket(week, [{ cakeId: cake.id, quantity: 1 }], { branchId, pickupDate: dayAfter(week, 3) }))
      .expect(201);
    fake.faults.unavailable = 0;
    const receipt = answerOf('AddCakeOrder', placed);
    expect(receipt).toMatchObject({ status: 'awaiting_payment', payment: { redirectUrl: null } });
    const again = await request(week.t.app)
      .post('/api/Payment/PayRequest')
      .send({
        reference: receipt.reference,
        phone: '+971 50 123 4567',
        dueId: receipt.payment!.dueId,
        language: 'en',
      })
      .expect(200);
    expect(
      answerOf('PayRequest', again).redirectUrl.startsWith([...fake.invoices.values()].at(-1)!.url),
    ).toBe(true);
  });
});
