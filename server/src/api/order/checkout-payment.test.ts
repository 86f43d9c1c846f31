import { addDays } from '@cakeshop/shared';
import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  answerOf,
  refusalOf,
  saveShopSettings,
  startSignedInApi,
  tempDataDir,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { placeDeliveredOrder } from '../../../test/support/delivery';
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

const HOLD_MINUTES = 15;
/** The sweeps run every 50 ms; the bound is for a machine busy with other work. */
const WAIT = { timeout: 20_000, interval: 50 };

let week: Week;
let cake: Cake;
let replicas: SignedInApi[];

/** Three servers on one database and one clock, sweeping every 50 ms (a shop's replicas). */
beforeAll(async () => {
  const dataDir = tempDataDir();
  const start = (now: () => Date) =>
    startSignedInApi({
      now,
      requestsPerHour: 1000,
      payments: { provider: 'demo', holdMinutes: HOLD_MINUTES },
      notify: { worker: { sweepEveryMs: 50 } },
      sharedDataDir: true,
      dataDir,
    });
  week = await makeWeek(start);
  // Saved before the other replicas start: each keeps the settings it first reads.
  await saveShopSettings(week.t, { orderLeadDays: 1, paymentRules: { payAtCheckout: 'required' } });
  replicas = [week.t, await start(() => week.clock.now), await start(() => week.clock.now)];
  cake = await addCake(week, { nameEn: 'Pistachio cake', price: '80' });
});
afterAll(async () => {
  for (const replica of replicas.slice(1)) await replica.close();
  await week.t.close();
});

const payAtCheckout = (rule: 'off' | 'optional' | 'required') =>
  saveShopSettings(week.t, { paymentRules: { payAtCheckout: rule } });

/** A visitor's order of `quantity` cakes at a branch on a day, through one of the replicas. */
function order(branchId: number, day: string, fields: Record<string, unknown> = {}, replica = 0) {
  return request(replicas[replica]!.app)
    .post('/api/Order/AddCakeOrder')
    .set('X-Forwarded-For', `10.9.${replica}.1`)
    .send(
      basket(week, [{ cakeId: cake.id, quantity: fields.quantity ?? 1 }], {
        branchId,
        pickupDate: day,
        ...fields,
      }),
    );
}

/** The visitor answers on the demo provider's page; the payment's reference from the return. */
async function answerDemo(redirectUrl: string, choice: 'pay' | 'decline' = 'pay', replica = 0) {
  const back = await request(replicas[replica]!.app)
    .post(redirectUrl)
    .type('form')
    .send({ choice })
    .expect(303);
  return new URL(back.headers.location!);
}

const statusOf = async (reference: string) => (await ordersMatching(week, reference))[0]!.status;

const history = async (id: number) =>
  answerOf(
    'GetRequestHistory',
    await request(week.t.app)
      .get(`/api/Order/GetRequestHistory?kind=cake&id=${id}`)
      .set('Authorization', week.t.auth),
  );

const money = async (orderId: number) =>
  answerOf(
    'GetOrderPayments',
    await request(week.t.app)
      .get(`/api/Order/GetOrderPayments?orderId=${orderId}`)
      .set('Authorization', week.t.auth),
  );

/** A new branch whose days take `capacity` cakes, and a day at it. */
async function branchWith(name: string, capacity: number) {
  const branchId = await addBranch(week, name);
  await setCalendar(week, { branchId, dailyCapacity: capacity }).expect(200);
  return { branchId, day: dayAfter(week, 3) };
}

/** Moves the shared clock past the hold of an order placed now. */
const pastTheHold = () => {
  week.clock.now = new Date(week.clock.now.getTime() + (HOLD_MINUTES + 1) * 60_000);
};

describe('checkout with payment online', { timeout: 120_000 }, () => {
  it('when 20 visitors race on three servers for the last 3 places with payment holds, then 3 are held, and once they pay nothing is oversold', async () => {
    const { branchId, day } = await branchWith('Race branch', 5);
    expect(
      (
        await placeStaffOrder(
          week,
          basket(week, [{ cakeId: cake.id, quantity: 2 }], { branchId, pickupDate: day }),
        )
      ).status,
    ).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(branchId, day, { customerName: `Payer ${i}` }, i % 3)),
    );
    const held = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => answerOf('AddCakeOrder', answer));
    expect(held).toHaveLength(3);
    expect(held.every((receipt) => receipt.status === 'awaiting_payment')).toBe(true);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refusalOf(refused)).toMatchObject({ code: 'pickup.full' });
    for (const [i, receipt] of held.entries()) await answerDemo(receipt.payment!.redirectUrl!, 'pay', i % 3);
    for (const receipt of held) expect(await statusOf(receipt.reference)).toBe('new');
    expect(await countedAndBooked(week.t.dataDir, branchId, day)).toEqual({ counted: 5, booked: 5 });
    expect((await order(branchId, day, { customerName: 'After' })).status).toBe(409);
  });

  it('when the shop asks for payment at checkout, then the order waits for it holding its places, and is new once paid; the return lands on /track in the visitor’s language', async () => {
    await payAtCheckout('required');
    const { branchId, day } = await branchWith('Paid branch', 3);
    const receipt = answerOf(
      'AddCakeOrder',
      await order(branchId, day, { quantity: 2, language: 'ar' }).expect(201),
    );
    expect(receipt).toMatchObject({ status: 'awaiting_payment', total: 160 });
    expect(receipt.payment).toMatchObject({ testMode: true });
    expect(Date.parse(receipt.payment!.holdUntil) - week.clock.now.getTime()).toBe(HOLD_MINUTES * 60_000);
    // Held: the day's last place is the only one left.
    expect(await countedAndBooked(week.t.dataDir, branchId, day)).toEqual({ counted: 2, booked: 2 });
    const refused = await order(branchId, day, { quantity: 2, customerName: 'Too Many' }).expect(409);
    expect(refusalOf(refused)).toMatchObject({ code: 'pickup.full' });
    const back = await answerDemo(receipt.payment!.redirectUrl!);
    expect(back.pathname).toBe('/track');
    expect(back.searchParams.get('ref')).toBe(receipt.reference);
    expect(back.searchParams.get('lang')).toBe('ar');
    expect(await statusOf(receipt.reference)).toBe('new');
    const [placed] = await ordersMatching(week, receipt.reference);
    expect(await money(placed!.id)).toMatchObject({ total: 160, paid: 160, balance: 0 });
  });

  it('when the hold ends unpaid, then the order expires, its places go back, its link is withdrawn and the visitor is told, once', async () => {
    await payAtCheckout('required');
    const { branchId, day } = await branchWith('Lapsed branch', 2);
    const receipt = answerOf('AddCakeOrder', await order(branchId, day, { quantity: 2 }).expect(201));
    await answerDemo(receipt.payment!.redirectUrl!, 'decline');
    expect(refusalOf(await order(branchId, day, { customerName: 'Waiting' }).expect(409))).toMatchObject({
      code: 'pickup.full',
    });
    pastTheHold();
    await vi.waitFor(async () => expect(await statusOf(receipt.reference)).toBe('expired'), WAIT);
    expect(await countedAndBooked(week.t.dataDir, branchId, day)).toEqual({ counted: 0, booked: 0 });
    const [expired] = await ordersMatching(week, receipt.reference);
    expect((await money(expired!.id)).due?.map((due) => due.status)).toEqual(['cancelled']);
    const told = (await history(expired!.id)).messages.filter(
      (message) => message.messageKind === 'orderExpired',
    );
    expect(told).toHaveLength(1);
    // The places are free: another visitor takes them.
    expect(answerOf('AddCakeOrder', await order(branchId, day, { quantity: 2 }).expect(201)).status).toBe(
      'awaiting_payment',
    );
  });

  it('when a delivered order waits for its payment, then its window’s place is held, and given back when the hold ends unpaid', async () => {
    const branchId = await addBranch(week, 'Delivering branch');
    const day = dayAfter(week, 3);
    const { slotIds } = await placeDeliveredOrder(week.t, {
      branchId,
      cakeId: cake.id,
      day,
      phone: '+971501234567',
    });
    const slotId = slotIds[new Date(day).getUTCDay()]!;
    const taken = async () =>
      Number(
        (
          await queryData<{ taken: number }>(
            week.t.dataDir,
            'SELECT taken FROM delivery_slot_counters WHERE slot_id = ? AND day = ?',
            [slotId, day],
          )
        )[0]?.taken ?? 0,
      );
    const [held] = await ordersMatching(week, 'Delivered visitor');
    expect(held).toMatchObject({ status: 'awaiting_payment', fulfilment: 'delivery' });
    expect(await taken()).toBe(1);
    pastTheHold();
    await vi.waitFor(async () => expect(await statusOf(held!.reference)).toBe('expired'), WAIT);
    expect(await taken()).toBe(0);
  });

  it('when an order reaches the shop’s total for a deposit, then it pays the deposit (a percent, or the fixed amount the owner set) as it is placed and owes the balance before its day, even where paying at checkout is off', async () => {
    const { branchId, day } = await branchWith('Deposit branch', 10);
    await saveShopSettings(week.t, {
      paymentRules: { payAtCheckout: 'off', depositFrom: 200, depositPercent: 30, balanceDueDays: 3 },
    });
    expect(answerOf('AddCakeOrder', await order(branchId, day, { quantity: 2 }).expect(201)).status).toBe(
      'new',
    );
    const large = answerOf('AddCakeOrder', await order(branchId, day, { quantity: 3 }).expect(201));
    expect(large).toMatchObject({ status: 'awaiting_payment', total: 240 });
    const [placed] = await ordersMatching(week, large.reference);
    const asked = (await money(placed!.id)).due;
    expect(asked?.map(({ purpose, amount, status, dueOn }) => ({ purpose, amount, status, dueOn }))).toEqual([
      { purpose: 'deposit', amount: 72, status: 'open', dueOn: null },
      { purpose: 'balance', amount: 168, status: 'open', dueOn: addDays(day, -3) },
    ]);
    expect(large.payment?.dueId).toBe(asked?.[0]?.id);
    await answerDemo(large.payment!.redirectUrl!);
    expect(await statusOf(large.reference)).toBe('new');
    expect(await money(placed!.id)).toMatchObject({ total: 240, paid: 72, balance: 168 });
    await saveShopSettings(week.t, {
      paymentRules: { payAtCheckout: 'off', depositFrom: 200, depositAmount: 50, balanceDueDays: 3 },
    });
    const fixed = answerOf('AddCakeOrder', await order(branchId, day, { quantity: 3 }).expect(201));
    const [fixedOrder] = await ordersMatching(week, fixed.reference);
    expect((await money(fixedOrder!.id)).due?.map(({ purpose, amount }) => ({ purpose, amount }))).toEqual([
      { purpose: 'deposit', amount: 50 },
      { purpose: 'balance', amount: 190 },
    ]);
    await saveShopSettings(week.t, { paymentRules: { payAtCheckout: 'required' } });
  });

  it('when paying is the visitor’s choice, then only an order that asks to pay waits for it; when it is off, none does', async () => {
    const { branchId, day } = await branchWith('Choice branch', 10);
    await payAtCheckout('optional');
    expect(answerOf('AddCakeOrder', await order(branchId, day).expect(201))).not.toHaveProperty('payment');
    const paying = answerOf('AddCakeOrder', await order(branchId, day, { payOnline: true }).expect(201));
    expect(paying.status).toBe('awaiting_payment');
    await payAtCheckout('off');
    const off = answerOf('AddCakeOrder', await order(branchId, day, { payOnline: true }).expect(201));
    expect(off.status).toBe('new');
    const settings = answerOf(
      'GetShopSettings',
      await request(week.t.app).get('/api/Settings/GetShopSettings'),
    );
    expect(settings.checkoutPayment).toEqual({ pay: 'off', courses: 'off', online: true, testMode: true });
  });
});
