import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, dataSnapshot, refusalOf, startSignedInApi } from '../../../test/support/api';
import {
  addCake,
  basket,
  dayAfter,
  makeWeek,
  pickupDays,
  placeOrder,
  setCalendar,
  setSite,
  setStatus,
} from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

// Monday 7 December 2026, 10:00 in Dubai (UTC+4).
let week: Week;
let cake: Cake;
const day = { opensAt: '09:00', closesAt: '17:00' };
const night = { opensAt: '20:00', closesAt: '02:00' };
/** Tuesday: a night of the last ten of Ramadan, open past midnight. */
let tuesday = '';
/** The reference of the order made at 00:30 for Tuesday's night. */
let nightOrder = '';

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  await setSite(week, { orderLeadDays: 0 });
  cake = await addCake(week, { nameEn: 'Luqaimat box', price: '40' });
  tuesday = dayAfter(week, 1);
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...day }));
  const tuesdayNight = { from: tuesday, to: tuesday, closed: false, ...night, noteEn: 'Ramadan nights' };
  // The first branch takes that night's orders until 01:00 after midnight; the second until 14:00.
  expect(
    (
      await setCalendar(week, {
        branchId: week.branchIds[0],
        week: everyDay,
        exceptions: [{ ...tuesdayNight, orderCutoff: '01:00' }],
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await setCalendar(week, {
        branchId: week.branchIds[1],
        week: everyDay,
        exceptions: [tuesdayNight],
        orderCutoff: '14:00',
      })
    ).status,
  ).toBe(200);
});
afterAll(() => week.t.close());

/** Stands the clock at a time of Dubai's day `days` after Monday. */
const at = (days: number, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  week.clock.now = new Date(Date.UTC(2026, 11, 7 + days, hours! - 4, minutes));
};
const tuesdayOf = async (branch: 0 | 1) => {
  const answer = answerOf(
    'GetPickupDays',
    await pickupDays(week, `branchId=${week.branchIds[branch]}&cakes=${cake.id}`),
  );
  return { today: answer.today, tuesday: answer.days.find((each) => each.date === tuesday) };
};
const orderFor = (branch: 0 | 1) =>
  placeOrder(
    week,
    basket(week, [{ cakeId: cake.id, quantity: 1 }], {
      pickupDate: tuesday,
      branchId: week.branchIds[branch],
    }),
  );

describe('hours that close after midnight', () => {
  it('when a week, a day or a season closes after it opens past midnight, then it is kept as the day it opened', async () => {
    const calendars = answerOf(
      'GetBranchCalendars',
      await request(week.t.app).get('/api/ContactUs/GetBranchCalendars'),
    );
    const first = calendars.find((each) => each.branchId === week.branchIds[0])!;
    expect(first.exceptions).toMatchObject([{ from: tuesday, to: tuesday, ...night, orderCutoff: '01:00' }]);

    const plan = await request(week.t.app)
      .post('/api/ContactUs/AddSeasonPlan')
      .set('Authorization', week.t.auth)
      .send({
        nameEn: 'Last ten nights',
        nameAr: 'العشر الأواخر',
        rules: [
          { branchId: week.branchIds[0], from: { month: 9, day: 21 }, to: { month: 9, day: 29 }, ...night },
        ],
      });
    expect(plan.status).toBe(201);
    expect(answerOf('AddSeasonPlan', plan).rules[0]).toMatchObject(night);
  });

  it('when the hours open and close at the same time, then 400 names the closing field and nothing changes', async () => {
    const before = await dataSnapshot(week.t.dataDir);
    const same = { opensAt: '20:00', closesAt: '20:00' };
    const calendarCases: [object, string][] = [
      [{ week: [{ weekday: 1, ...same }] }, 'week.0.closesAt'],
      [{ exceptions: [{ from: tuesday, to: tuesday, closed: false, ...same }] }, 'exceptions.0.closesAt'],
    ];
    for (const [body, path] of calendarCases) {
      const response = await setCalendar(week, { branchId: week.branchIds[0], ...body });
      expect(response.status, path).toBe(400);
      expect(refusalOf(response).details?.[0]?.path).toBe(path);
    }
    const season = await request(week.t.app)
      .post('/api/ContactUs/AddSeasonPlan')
      .set('Authorization', week.t.auth)
      .send({
        nameEn: 'Same',
        nameAr: 'نفس',
        rules: [
          { branchId: week.branchIds[0], from: { month: 9, day: 1 }, to: { month: 9, day: 2 }, ...same },
        ],
      });
    expect(season.status).toBe(400);
    expect(refusalOf(season).details?.[0]?.path).toBe('rules.0.closesAt');
    expect(await dataSnapshot(week.t.dataDir)).toBe(before);
  });

  it('when the night is on, then its day stays open to orders after midnight until its own cut-off, and a day cut-off is not read as after midnight', async () => {
    at(1, '23:30');
    expect(await tuesdayOf(0)).toMatchObject({ today: tuesday, tuesday: { state: 'open', ...night } });
    // 14:00 is Tuesday's afternoon, not the night's late part: gone by 23:30.
    expect(await tuesdayOf(1)).toMatchObject({ today: tuesday, tuesday: { state: 'too_soon' } });

    at(2, '00:30');
    expect(await tuesdayOf(0)).toMatchObject({ today: tuesday, tuesday: { state: 'open' } });
    const placed = await orderFor(0);
    expect(placed.status).toBe(201);
    nightOrder = answerOf('AddCakeOrder', placed).reference;
    expect(refusalOf(await orderFor(1)).details?.[0]).toMatchObject({ path: 'pickupDate' });

    at(2, '01:00');
    expect(await tuesdayOf(0)).toMatchObject({ today: tuesday, tuesday: { state: 'too_soon' } });
    const late = await orderFor(0);
    expect(late.status).toBe(400);
    expect(refusalOf(late).code).toBe('pickup.too_soon');

    // The night has closed: the site's day is Wednesday's.
    at(2, '02:30');
    expect((await tuesdayOf(0)).today).toBe(dayAfter(week, 0));
    expect((await tuesdayOf(0)).tuesday).toBeUndefined();
  });

  it('when an order of the night is ready, then its message gives the day’s hours as closing after midnight, in the visitor’s language', async () => {
    const [order] = answerOf(
      'GetCakeOrders',
      await request(week.t.app)
        .get(`/api/Order/GetCakeOrders?q=${nightOrder}`)
        .set('Authorization', week.t.auth),
    ).items;
    expect((await setStatus(week, order!.id, 'confirmed')).status).toBe(200);
    expect((await setStatus(week, order!.id, 'ready')).status).toBe(200);
    const ready = answerOf(
      'GetRequestHistory',
      await request(week.t.app)
        .get(`/api/Order/GetRequestHistory?kind=cake&id=${order!.id}`)
        .set('Authorization', week.t.auth),
    ).messages.find((message) => message.messageKind === 'orderReady');
    expect(ready?.text).toContain('20:00 until 2:00 after midnight');
  });
});
