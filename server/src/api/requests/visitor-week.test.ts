import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import {
  addCake,
  basket,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeOrder,
  setCalendar,
  setSite,
  setStatus,
  countedAndBooked as countedAndBookedIn,
} from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

// A visitor's changes and messages under the bakery's week: the branch's calendar, the lead time
// of an order's cakes in open days, the day's capacity, and an order of several lines.
let week: Week;
let tiered: Cake;
let plain: Cake;
const PHONE = '+971 50 123 4567';
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  await setSite(week, { orderLeadDays: 1 });
  tiered = await addCake(week, { nameEn: 'Tiered cake', nameAr: 'كعكة طبقات', price: '300', leadDays: 3 });
  plain = await addCake(week, { nameEn: 'Lemon cake', nameAr: 'كعكة الليمون', price: '90' });
});
afterAll(() => week.t.close());

const countedAndBooked = (branchId: number, day: string) => countedAndBookedIn(week.t.dataDir, branchId, day);

async function order(
  lines: object[],
  pickupDate: string,
  customerName: string,
  branchId = week.branchIds[0],
) {
  const response = await placeOrder(
    week,
    basket(week, lines, { pickupDate, branchId, customerName, phone: PHONE }),
  );
  return answerOf('AddCakeOrder', response).reference;
}

const move = (reference: string, pickupDate: string) =>
  request(week.t.app)
    .post('/api/Order/ChangeCakeOrderPickup')
    .set('X-Forwarded-For', '10.8.0.1')
    .send({ reference, phone: PHONE, pickupDate });

describe("a visitor's changes under the bakery's week", () => {
  it('when a basket of several cakes moves, then the calendar, the longest lead time in open days and the capacity decide, and the counters follow it to its new day and back when cancelled', async () => {
    const branchId = week.branchIds[0];
    const closed = dayAfter(week, 7);
    await setCalendar(week, {
      branchId,
      week: WEEKDAYS.map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' })),
      exceptions: [{ from: closed, to: closed, closed: true, noteEn: 'Stock-taking', noteAr: 'جرد' }],
      dailyCapacity: 3,
    }).expect(200);
    const day5 = dayAfter(week, 5);
    const day6 = dayAfter(week, 6);
    const day8 = dayAfter(week, 8);
    const reference = await order(
      [
        { cakeId: tiered.id, quantity: 1 },
        { cakeId: plain.id, quantity: 1 },
      ],
      day5,
      'Mover',
    );
    await order([{ cakeId: plain.id, quantity: 2 }], day6, 'Other');

    const onClosed = await move(reference, closed);
    expect([onClosed.status, refusalOf(onClosed).code]).toEqual([400, 'pickup.closed']);
    // The site's lead time (1 day) allows day 2; the tiered cake's 3 open days do not.
    const tooSoon = await move(reference, dayAfter(week, 2));
    expect([tooSoon.status, refusalOf(tooSoon).code]).toEqual([400, 'pickup.too_soon']);
    const full = await move(reference, day6);
    expect([full.status, refusalOf(full).code]).toEqual([409, 'pickup.full']);
    expect(await countedAndBooked(branchId, day5)).toEqual({ counted: 2, booked: 2 });
    expect(await countedAndBooked(branchId, day6)).toEqual({ counted: 2, booked: 2 });

    const moved = await move(reference, day8);
    expect(answerOf('ChangeCakeOrderPickup', moved)).toMatchObject({ date: day8, amount: 2 });
    expect(await countedAndBooked(branchId, day5)).toEqual({ counted: 0, booked: 0 });
    expect(await countedAndBooked(branchId, day8)).toEqual({ counted: 2, booked: 2 });

    const cancelled = await request(week.t.app)
      .post('/api/Order/CancelRequest')
      .set('X-Forwarded-For', '10.8.0.1')
      .send({ reference, phone: PHONE });
    expect(answerOf('CancelRequest', cancelled).status).toBe('cancelled');
    expect(await countedAndBooked(branchId, day8)).toEqual({ counted: 0, booked: 0 });
  });

  it('when an order of several cakes is ready, then its message gives every line and the branch hours of that day from the calendar, as do its calendar file and /track', async () => {
    const branchId = week.branchIds[1];
    const day = dayAfter(week, 9);
    await setCalendar(week, {
      branchId,
      week: WEEKDAYS.map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' })),
      exceptions: [{ from: day, to: day, closed: false, opensAt: '10:00', closesAt: '14:00' }],
    }).expect(200);
    const reference = await order(
      [
        { cakeId: tiered.id, quantity: 1, cakeMessage: 'Happy 30th' },
        { cakeId: plain.id, quantity: 2 },
      ],
      day,
      'Ready Lines',
      branchId,
    );
    const [placed] = await ordersMatching(week, 'Ready Lines');
    await setStatus(week, placed!.id, 'confirmed').expect(200);
    await setStatus(week, placed!.id, 'ready').expect(200);
    const history = answerOf(
      'GetRequestHistory',
      await request(week.t.app)
        .get(`/api/Order/GetRequestHistory?kind=cake&id=${placed!.id}`)
        .set('Authorization', week.t.auth),
    );
    const ready = history.messages.find((message) => message.messageKind === 'orderReady');
    expect(ready?.text).toContain('Tiered cake, Standard × 1');
    expect(ready?.text).toContain('Lemon cake, Standard × 2');
    expect(ready?.text).toContain('Message on the cake: Happy 30th');
    expect(ready?.text).toContain('Open that day: 10:00–14:00');

    const query = `reference=${reference}&phone=${encodeURIComponent(PHONE)}`;
    const ics = await request(week.t.app).get(`/api/Order/GetRequestCalendar?${query}`).expect(200);
    const unfolded = ics.text.replace(/\r\n /g, '');
    expect(unfolded).toContain('Tiered cake\\, Standard × 1');
    expect(unfolded).toContain('Lemon cake\\, Standard × 2');
    expect(unfolded).toContain('Open that day: 10:00–14:00');
    const tracked = answerOf(
      'TrackRequest',
      await request(week.t.app).get(`/api/Order/TrackRequest?${query}`),
    );
    expect(tracked.titleEn).toBe('Tiered cake + 1 more');
    expect(tracked.lines).toEqual([
      { nameEn: 'Tiered cake, Standard', nameAr: 'كعكة طبقات، عادي', quantity: 1 },
      { nameEn: 'Lemon cake, Standard', nameAr: 'كعكة الليمون، عادي', quantity: 2 },
    ]);
  });
});
