import { PICKUP_DAYS_AHEAD } from '@cakeshop/shared';
import type { Cake } from '@cakeshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, postForm, refusalOf, startSignedInApi } from '../../../../test/support/api';
import { queryData } from '../../../../test/support/database';
import {
  addBranch,
  addCake,
  basket,
  cakeForm,
  dayAfter,
  makeWeek,
  pickupDays,
  placeOrder,
  setCalendar,
  setSite,
} from '../../../../test/support/week';
import type { Week } from '../../../../test/support/week';

let week: Week;
let plain: Cake;
let tiered: Cake;
const hours = { opensAt: '08:00', closesAt: '22:00' };

beforeAll(async () => {
  // Monday 7 December 2026, 10:00 in Dubai.
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  await setSite(week, { orderLeadDays: 1 });
  plain = await addCake(week, { nameEn: 'Date loaf', price: '50' });
  tiered = await addCake(week, {
    nameEn: 'Tiered cake',
    price: '1450',
    leadDays: 5,
    branchIds: [week.branchIds[0]],
  });
  await setCalendar(week, {
    branchId: week.branchIds[0],
    week: [0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, ...hours })),
    exceptions: [
      { from: dayAfter(week, 8), to: dayAfter(week, 9), closed: true, noteEn: 'Eid', noteAr: 'العيد' },
      {
        from: dayAfter(week, 20),
        to: dayAfter(week, 20),
        closed: false,
        opensAt: '12:00',
        closesAt: '18:00',
        noteEn: 'Short day',
      },
    ],
    dailyCapacity: 20,
  });
});
afterAll(() => week.t.close());

const days = async (query: string) => answerOf('GetPickupDays', await pickupDays(week, query));

describe('the pick-up days of a basket', () => {
  it('when asked for a branch, then 60 days from today say why each can or cannot be chosen', async () => {
    const answer = await days(`branchId=${week.branchIds[0]}&cakes=${plain.id}:2`);
    expect(answer).toMatchObject({
      branchId: week.branchIds[0],
      today: dayAfter(week, 0),
      earliest: dayAfter(week, 1),
    });
    expect(answer.days).toHaveLength(PICKUP_DAYS_AHEAD);
    expect(answer.days.slice(0, 5)).toEqual([
      { date: dayAfter(week, 0), state: 'too_soon', ...hours, left: 20, noteEn: null, noteAr: null },
      { date: dayAfter(week, 1), state: 'open', ...hours, left: 20, noteEn: null, noteAr: null },
      { date: dayAfter(week, 2), state: 'open', ...hours, left: 20, noteEn: null, noteAr: null },
      { date: dayAfter(week, 3), state: 'open', ...hours, left: 20, noteEn: null, noteAr: null },
      // Friday.
      {
        date: dayAfter(week, 4),
        state: 'closed',
        opensAt: null,
        closesAt: null,
        left: 20,
        noteEn: null,
        noteAr: null,
      },
    ]);
    expect(answer.days[8]).toMatchObject({ state: 'closed', noteEn: 'Eid', noteAr: 'العيد' });
    expect(answer.days[20]).toMatchObject({
      state: 'open',
      opensAt: '12:00',
      closesAt: '18:00',
      noteEn: 'Short day',
    });
  });

  it('when the basket holds a cake that needs more notice, then the days before its lead time (in open days) are too soon', async () => {
    const answer = await days(`branchId=${week.branchIds[0]}&cakes=${plain.id},${tiered.id}`);
    // Five open days after Monday, Friday not counting: Sunday.
    expect(answer.earliest).toBe(dayAfter(week, 6));
    expect(answer.days.slice(0, 7).map((day) => day.state)).toEqual([
      'too_soon',
      'too_soon',
      'too_soon',
      'too_soon',
      'closed',
      'too_soon',
      'open',
    ]);
  });

  it('when a branch has set nothing up, then every day from the lead time is open, without hours or a cap', async () => {
    const answer = await days(`branchId=${week.branchIds[1]}`);
    expect(answer.days[1]).toEqual({
      date: dayAfter(week, 1),
      state: 'open',
      opensAt: null,
      closesAt: null,
      left: null,
      noteEn: null,
      noteAr: null,
    });
  });

  it('when the basket or branch is wrong, then 400 with the code of what is wrong', async () => {
    const gone = await pickupDays(week, `branchId=${week.branchIds[0]}&cakes=${plain.id}:1,987654:2`);
    expect(refusalOf(gone)).toMatchObject({ code: 'cake.gone', details: [{ path: 'cakes' }] });
    const elsewhere = await pickupDays(week, `branchId=${week.branchIds[1]}&cakes=${tiered.id}`);
    expect(refusalOf(elsewhere)).toMatchObject({
      code: 'cake.not_at_branch',
      details: [{ path: 'branchId' }],
    });
    const noBranch = await pickupDays(week, 'branchId=987654');
    expect(refusalOf(noBranch)).toMatchObject({ code: 'validation', details: [{ path: 'branchId' }] });
    for (const query of ['branchId=x', `branchId=${week.branchIds[0]}&cakes=1:x`, 'cakes=1'])
      expect((await pickupDays(week, query)).status, query).toBe(400);
  });

  it('when nothing is written, then an answer is kept a few seconds; an order drops it at once', async () => {
    const branchId = await addBranch(week, 'Cached branch');
    await setCalendar(week, { branchId, dailyCapacity: 10 });
    const day = dayAfter(week, 3);
    const left = async () => (await days(`branchId=${branchId}`)).days[3]!.left;
    expect(await left()).toBe(10);
    // Behind the API's back: the kept answer does not see it…
    await queryData(
      week.t.dataDir,
      'INSERT INTO pickup_counters (branch_id, pickup_date, scope, taken) VALUES (?, ?, 0, 4)',
      [branchId, day],
    );
    expect(await left()).toBe(10);
    // … until it is a few seconds old,
    week.clock.now = new Date(week.clock.now.getTime() + 6_000);
    expect(await left()).toBe(6);
    // or an order is taken.
    expect(
      (
        await placeOrder(
          week,
          basket(week, [{ cakeId: plain.id, quantity: 2 }], { branchId, pickupDate: day }),
        )
      ).status,
    ).toBe(201);
    expect(await left()).toBe(4);
  });
});

describe('what the pick-up days are worked out from', () => {
  it('when the staff change a calendar, a cake or the site’s lead time, then the next answer shows it at once', async () => {
    const branchId = await addBranch(week, 'Changing branch');
    const cake = await addCake(week, { nameEn: 'Changing cake', price: '20' });
    const state = async (day: number) =>
      (await days(`branchId=${branchId}&cakes=${cake.id}`)).days[day]!.state;
    expect(await state(3)).toBe('open');
    await setCalendar(week, {
      branchId,
      exceptions: [{ from: dayAfter(week, 3), to: dayAfter(week, 3), closed: true }],
    });
    expect(await state(3)).toBe('closed');
    await postForm(week.t, '/api/Cake/EditCake', {
      ...cakeForm(week, { nameEn: 'Changing cake' }),
      id: cake.id,
      leadDays: 6,
    });
    expect(await state(5)).toBe('too_soon');
    await postForm(week.t, '/api/Cake/EditCake', {
      ...cakeForm(week, { nameEn: 'Changing cake' }),
      id: cake.id,
      leadDays: '',
    });
    await setSite(week, { orderLeadDays: 2 });
    expect(await state(1)).toBe('too_soon');
    await setSite(week, { orderLeadDays: 1 });
    expect(await state(1)).toBe('open');
  });
});

describe('what "today" is', () => {
  it('when it is 23:30 UTC, then today is already tomorrow in Dubai, and an order for the UTC day is refused', async () => {
    const late = await makeWeek(
      (now) => startSignedInApi({ now, requestsPerHour: 1000 }),
      '2026-12-09T23:30:00.000Z',
    );
    try {
      await setSite(late, { orderLeadDays: 0 });
      const cake = await addCake(late, { price: '10' });
      const answer = answerOf('GetPickupDays', await pickupDays(late, `branchId=${late.branchIds[0]}`));
      expect(answer).toMatchObject({
        today: '2026-12-10T00:00:00.000Z',
        earliest: '2026-12-10T00:00:00.000Z',
      });
      const order = (pickupDate: string) =>
        placeOrder(late, basket(late, [{ cakeId: cake.id, quantity: 1 }], { pickupDate }));
      expect(refusalOf(await order('2026-12-09T00:00:00.000Z')).code).toBe('pickup.too_soon');
      expect((await order('2026-12-10T00:00:00.000Z')).status).toBe(201);
    } finally {
      await late.t.close();
    }
  });

  it('when the clocks go forward in New York, then the cut-off is read in the new local time', async () => {
    // 8 March 2026, 18:30 UTC: 14:30 in New York (EDT since 2:00), past a 14:00 cut-off; a fixed
    // winter offset would read 13:30 and still take orders for today.
    const ny = await makeWeek(
      (now) => startSignedInApi({ now, requestsPerHour: 1000 }),
      '2026-03-08T18:30:00.000Z',
    );
    try {
      await setSite(ny, { orderLeadDays: 0, timeZone: 'America/New_York' });
      await setCalendar(ny, { branchId: ny.branchIds[0], orderCutoff: '14:00' });
      const cake = await addCake(ny, { price: '10' });
      const order = (pickupDate: string) =>
        placeOrder(ny, basket(ny, [{ cakeId: cake.id, quantity: 1 }], { pickupDate }));
      const answer = answerOf('GetPickupDays', await pickupDays(ny, `branchId=${ny.branchIds[0]}`));
      expect(answer).toMatchObject({
        today: '2026-03-08T00:00:00.000Z',
        earliest: '2026-03-09T00:00:00.000Z',
      });
      expect(answer.days[0]!.state).toBe('too_soon');
      expect(refusalOf(await order('2026-03-08T00:00:00.000Z')).code).toBe('pickup.too_soon');
      // The day before the change, 18:30 UTC is 13:30 EST: today can still be chosen.
      ny.clock.now = new Date('2026-03-07T18:30:00.000Z');
      expect((await order('2026-03-07T00:00:00.000Z')).status).toBe(201);
    } finally {
      await ny.t.close();
    }
  });
});
