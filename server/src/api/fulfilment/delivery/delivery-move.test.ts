import type { DeliverySlot, ErrorBody } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, dataSnapshot, refusalOf, startSignedInApi } from '../../../../test/support/api';
import { queryData } from '../../../../test/support/database';
import { saveSlots, saveZones } from '../../../../test/support/delivery';
import {
  addBranch,
  addCake,
  basket,
  countedAndBooked,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeOrder,
} from '../../../../test/support/week';
import type { Week } from '../../../../test/support/week';

// Monday 7 December 2026, 10:00 in Dubai (the site's zone).
let week: Week;
let branchId: number;
let otherBranch: number;
let cakeId: number;
let districtId: number;
let slots: DeliverySlot[];
let otherSlots: DeliverySlot[];

const everyDay = (capacity: number) =>
  [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, startsAt: '10:00', endsAt: '13:00', cutoffMinutes: 60, capacity },
    { weekday, startsAt: '16:00', endsAt: '20:00', cutoffMinutes: 60, capacity: 50 },
  ]);

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  branchId = await addBranch(week, 'Move branch');
  otherBranch = await addBranch(week, 'Other move branch');
  cakeId = (await addCake(week, { nameEn: 'Moved cake', price: '100', branchIds: [branchId] })).id;
  const zone = { nameEn: 'Near', nameAr: 'قريب', fee: 10 };
  await saveZones(week.t, {
    branchId,
    zones: [{ ...zone, districts: [{ nameEn: 'Al Safa', nameAr: 'الصفا' }] }],
  });
  await saveZones(week.t, {
    branchId: otherBranch,
    zones: [{ ...zone, districts: [{ nameEn: 'Al Wasl', nameAr: 'الوصل' }] }],
  });
  const districts = await request(week.t.app).get(`/api/Delivery/GetDeliveryDistricts?branchId=${branchId}`);
  districtId = answerOf('GetDeliveryDistricts', districts).districts[0]!.id;
  slots = answerOf('UpdateDeliverySlots', await saveSlots(week.t, { branchId, slots: everyDay(2) })).slots;
  otherSlots = answerOf(
    'UpdateDeliverySlots',
    await saveSlots(week.t, { branchId: otherBranch, slots: everyDay(2) }),
  ).slots;
});
afterAll(() => week.t.close());

const windowOn = (day: string, startsAt: string, of = slots) =>
  of.find((slot) => slot.weekday === new Date(day).getUTCDay() && slot.startsAt === startsAt)!.id;

const slotTaken = async (slotId: number, day: string) =>
  Number(
    (
      await queryData<{ taken: number }>(
        week.t.dataDir,
        'SELECT taken FROM delivery_slot_counters WHERE slot_id = ? AND day = ?',
        [slotId, day],
      )
    )[0]?.taken ?? 0,
  );

let visitors = 0;

/** A delivery for `day` in the window starting at `startsAt`: its reference and phone. */
async function deliver(day: string, startsAt: string) {
  visitors += 1;
  const phone = `+971 50 400 ${String(1000 + visitors)}`;
  const placed = await placeOrder(
    week,
    basket(week, [{ cakeId, quantity: 1 }], {
      branchId,
      pickupDate: day,
      customerName: `Mover ${visitors}`,
      phone,
      delivery: {
        address: { districtId, street: 'Al Wasl Road', building: 'Villa 12' },
        slotId: windowOn(day, startsAt),
      },
    }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { reference: answerOf('AddCakeOrder', placed).reference, phone, name: `Mover ${visitors}` };
}

const move = (
  who: { reference: string; phone: string },
  pickupDate: string,
  slotId?: number,
  address = '10.2.0.1',
) =>
  request(week.t.app)
    .post('/api/Order/ChangeCakeOrderPickup')
    .set('X-Forwarded-For', address)
    .send({ ...who, pickupDate, ...(slotId === undefined ? {} : { slotId }) });

const track = async (who: { reference: string; phone: string }) =>
  answerOf('TrackRequest', await request(week.t.app).get('/api/Order/TrackRequest').query(who));

function refused(response: { status: number; body: unknown }, status: number, code: string): ErrorBody {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = refusalOf(response);
  expect(body.code).toBe(code);
  return body;
}

describe('a visitor moves their delivery on /track', () => {
  it('when they pick a window of another day, then it takes its place there and gives back the old one, the days counted as they are booked', async () => {
    const from = dayAfter(week, 3);
    const to = dayAfter(week, 4);
    const who = await deliver(from, '16:00');
    const moved = await move(who, to, windowOn(to, '10:00'));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(answerOf('ChangeCakeOrderPickup', moved)).toMatchObject({
      date: to,
      delivery: { window: '10:00–13:00', slotId: windowOn(to, '10:00') },
    });
    expect(await slotTaken(windowOn(from, '16:00'), from)).toBe(0);
    expect(await slotTaken(windowOn(to, '10:00'), to)).toBe(1);
    for (const day of [from, to]) {
      const { counted, booked } = await countedAndBooked(week.t.dataDir, branchId, day);
      expect(counted).toBe(booked);
    }
    expect((await track(who)).delivery).toMatchObject({ window: '10:00–13:00' });
  });

  it('when they pick another window of the same day, then only the window’s place moves: the day keeps its count', async () => {
    const day = dayAfter(week, 5);
    const who = await deliver(day, '16:00');
    const before = await countedAndBooked(week.t.dataDir, branchId, day);
    const moved = await move(who, day, windowOn(day, '10:00'));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await slotTaken(windowOn(day, '16:00'), day)).toBe(0);
    expect(await slotTaken(windowOn(day, '10:00'), day)).toBe(1);
    expect(await countedAndBooked(week.t.dataDir, branchId, day)).toEqual(before);
    const [order] = await ordersMatching(week, who.name);
    expect(order).toMatchObject({ pickupDate: day, delivery: { window: '10:00–13:00' } });
    // The same window again changes nothing and takes no second place.
    expect((await move(who, day, windowOn(day, '10:00'))).status).toBe(200);
    expect(await slotTaken(windowOn(day, '10:00'), day)).toBe(1);
  });

  it('when the window is full, then the move is refused beside slotId and nothing changes', async () => {
    const day = dayAfter(week, 6);
    await deliver(day, '10:00');
    await deliver(day, '10:00');
    const who = await deliver(day, '16:00');
    const before = await dataSnapshot(week.t.dataDir);
    const answer = refused(await move(who, day, windowOn(day, '10:00')), 409, 'delivery.slot_full');
    expect(answer.details).toEqual([expect.objectContaining({ path: 'slotId' })]);
    expect(await dataSnapshot(week.t.dataDir)).toBe(before);
  });

  it('when the window is not the branch’s, not offered that day, or the order is picked up, then it is refused beside slotId', async () => {
    const day = dayAfter(week, 8);
    const who = await deliver(day, '16:00');
    const before = await dataSnapshot(week.t.dataDir);
    const otherDay = dayAfter(week, 9);
    const elsewhere = refused(await move(who, day, windowOn(day, '10:00', otherSlots)), 400, 'validation');
    expect(elsewhere.details).toEqual([expect.objectContaining({ path: 'slotId' })]);
    const wrongDay = refused(await move(who, day, windowOn(otherDay, '10:00')), 409, 'delivery.slot_closed');
    expect(wrongDay.details).toEqual([expect.objectContaining({ path: 'slotId' })]);
    expect(await dataSnapshot(week.t.dataDir)).toBe(before);

    const pickedUp = await placeOrder(
      week,
      basket(week, [{ cakeId, quantity: 1 }], { branchId, pickupDate: day, phone: '+971 50 400 9999' }),
    );
    const pickup = { reference: answerOf('AddCakeOrder', pickedUp).reference, phone: '+971 50 400 9999' };
    const notDelivered = refused(await move(pickup, day, windowOn(day, '10:00')), 400, 'validation');
    expect(notDelivered.details).toEqual([expect.objectContaining({ path: 'slotId' })]);
  });

  it('when six visitors race for the last place of a window, then exactly one gets it and the others are refused', async () => {
    const day = dayAfter(week, 10);
    await deliver(day, '10:00');
    const racers = [];
    for (let i = 0; i < 6; i += 1) racers.push(await deliver(day, '16:00'));
    const answers = await Promise.all(
      racers.map((who, i) => move(who, day, windowOn(day, '10:00'), `10.3.0.${i + 1}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200))
      refused(answer, 409, 'delivery.slot_full');
    expect(await slotTaken(windowOn(day, '10:00'), day)).toBe(2);
    expect(await slotTaken(windowOn(day, '16:00'), day)).toBe(5);
  });
});

describe('the staff move a delivery from the inbox', () => {
  const staffMove = (body: object, auth: string | null = week.t.auth) => {
    const call = request(week.t.app).post('/api/Delivery/ChangeDeliveryWindow');
    return (auth ? call.set('Authorization', auth) : call).send(body);
  };

  it('when they pick a window with a place, then the order moves there in its history as theirs; a full window, a delivery already out or no user is refused', async () => {
    const from = dayAfter(week, 11);
    const to = dayAfter(week, 12);
    const who = await deliver(from, '16:00');
    const [order] = await ordersMatching(week, who.name);
    const moved = await staffMove({ orderId: order!.id, pickupDate: to, slotId: windowOn(to, '10:00') });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(answerOf('ChangeDeliveryWindow', moved)).toMatchObject({
      pickupDate: to,
      delivery: { window: '10:00–13:00' },
    });
    expect(await slotTaken(windowOn(from, '16:00'), from)).toBe(0);
    expect(await slotTaken(windowOn(to, '10:00'), to)).toBe(1);
    const history = answerOf(
      'GetRequestHistory',
      await request(week.t.app)
        .get(`/api/Order/GetRequestHistory?kind=cake&id=${order!.id}`)
        .set('Authorization', week.t.auth),
    );
    expect(history.changes.at(-1)).toMatchObject({ field: 'pickup', from, to, by: 'admin' });
    // The visitor did not move it: they are told the new day and window.
    const told = history.messages.filter((message) => message.messageKind === 'deliveryMoved');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('We have moved the delivery of your order');
    expect(told[0]!.text).toContain('10:00');

    await deliver(to, '10:00');
    const before = await dataSnapshot(week.t.dataDir);
    const other = await deliver(to, '16:00');
    const [full] = await ordersMatching(week, other.name);
    const afterOrder = await dataSnapshot(week.t.dataDir);
    expect(afterOrder).not.toBe(before);
    const answer = refused(
      await staffMove({ orderId: full!.id, pickupDate: to, slotId: windowOn(to, '10:00') }),
      409,
      'delivery.slot_full',
    );
    expect(answer.details).toEqual([expect.objectContaining({ path: 'slotId' })]);
    expect(await dataSnapshot(week.t.dataDir)).toBe(afterOrder);

    const out = await request(week.t.app)
      .post('/api/Delivery/UpdateDeliveryStatus')
      .set('Authorization', week.t.auth)
      .send({ orderId: full!.id, status: 'out_for_delivery' });
    expect(out.status).toBe(200);
    refused(
      await staffMove({ orderId: full!.id, pickupDate: to, slotId: windowOn(to, '16:00') }),
      409,
      'order.bad_transition',
    );
    expect(
      (await staffMove({ orderId: order!.id, pickupDate: to, slotId: windowOn(to, '16:00') }, null)).status,
    ).toBe(401);
  });
});
