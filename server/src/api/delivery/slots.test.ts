import type { DeliverySlotInput } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { saveSlots } from '../../../test/support/delivery';
import { addBranch, dayAfter, makeWeek, setCalendar } from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

// Monday 7 December 2026, 10:00 in Dubai (the site's zone).
let week: Week;
beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now }));
});
afterAll(() => week.t.close());

const window = (weekday: number, startsAt: string, endsAt: string, more: object = {}): DeliverySlotInput => ({
  weekday,
  startsAt,
  endsAt,
  cutoffMinutes: 60,
  capacity: 5,
  ...more,
});
const everyDay = (startsAt: string, endsAt: string, more: object = {}): DeliverySlotInput[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => window(weekday, startsAt, endsAt, more));

const slotsOn = async (branchId: number, day: string) =>
  answerOf(
    'GetDeliverySlotsOn',
    await request(week.t.app).get('/api/Delivery/GetDeliverySlotsOn').query({ branchId, day }),
  );
const times = (on: { slots: { startsAt: string; endsAt: string }[] }) =>
  on.slots.map((slot) => `${slot.startsAt}–${slot.endsAt}`);

async function branchWithSlots(name: string, slots: DeliverySlotInput[]) {
  const branchId = await addBranch(week, name);
  const saved = await saveSlots(week.t, { branchId, slots });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { branchId, slots: answerOf('UpdateDeliverySlots', saved).slots };
}

const take = (slotId: number, day: string, taken: number) =>
  queryData(week.t.dataDir, 'INSERT INTO delivery_slot_counters (slot_id, day, taken) VALUES (?, ?, ?)', [
    slotId,
    day,
    taken,
  ]);

describe('delivery windows', () => {
  it('when the staff save windows, then they read back by weekday and start, and a day lists its own with the places left', async () => {
    const { branchId, slots } = await branchWithSlots('Windows branch', [
      ...everyDay('16:00', '20:00'),
      ...everyDay('13:00', '16:00', { capacity: 3 }),
    ]);
    expect(slots.slice(0, 2)).toMatchObject([
      { weekday: 0, startsAt: '13:00', endsAt: '16:00', capacity: 3, cutoffMinutes: 60 },
      { weekday: 0, startsAt: '16:00', endsAt: '20:00', capacity: 5 },
    ]);
    const read = await request(week.t.app)
      .get(`/api/Delivery/GetDeliverySlots?branchId=${branchId}`)
      .set('Authorization', week.t.auth);
    expect(answerOf('GetDeliverySlots', read).slots).toEqual(slots);

    const day = dayAfter(week, 2);
    const afternoon = slots.find(
      (slot) => slot.weekday === new Date(day).getUTCDay() && slot.startsAt === '13:00',
    )!;
    await take(afternoon.id, day, 2);
    const on = await slotsOn(branchId, day);
    expect(on).toMatchObject({ branchId, day, open: true });
    expect(on.slots).toMatchObject([
      {
        id: afternoon.id,
        startsAt: '13:00',
        capacity: 3,
        left: 1,
        state: 'open',
        cutoffDay: day,
        cutoffTime: '12:00',
      },
      { startsAt: '16:00', capacity: 5, left: 5, state: 'open' },
    ]);
    await queryData(
      week.t.dataDir,
      'UPDATE delivery_slot_counters SET taken = 3 WHERE slot_id = ? AND day = ?',
      [afternoon.id, day],
    );
    expect((await slotsOn(branchId, day)).slots[0]).toMatchObject({ left: 0, state: 'full' });
  });

  it('when a window’s cut-off has passed on the site’s clock, then it shows past its cut-off, the day before too', async () => {
    const { branchId } = await branchWithSlots('Cut-off branch', [
      ...everyDay('10:30', '12:00'),
      ...everyDay('12:00', '14:00'),
      // Orders by 18:00 the day before.
      ...everyDay('08:00', '10:00', { cutoffMinutes: 14 * 60 }),
    ]);
    const today = await slotsOn(branchId, dayAfter(week, 0));
    expect(today.slots.map((slot) => slot.state)).toEqual(['past_cutoff', 'past_cutoff', 'open']);
    const tomorrow = dayAfter(week, 1);
    expect((await slotsOn(branchId, tomorrow)).slots[0]).toMatchObject({
      startsAt: '08:00',
      cutoffDay: dayAfter(week, 0),
      cutoffTime: '18:00',
      state: 'open',
    });
    const before = week.clock.now;
    try {
      week.clock.now = new Date('2026-12-07T14:00:00.000Z'); // 18:00 in Dubai
      expect((await slotsOn(branchId, tomorrow)).slots[0]).toMatchObject({
        startsAt: '08:00',
        state: 'past_cutoff',
      });
      expect((await slotsOn(branchId, tomorrow)).slots[1]).toMatchObject({
        startsAt: '10:30',
        state: 'open',
      });
    } finally {
      week.clock.now = before;
    }
  });

  it('when the branch calendar closes a day or sets its hours, then a closed day has no windows and a day of special hours only those starting within them', async () => {
    const { branchId } = await branchWithSlots('Calendar branch', [
      ...everyDay('10:00', '13:00'),
      ...everyDay('16:00', '20:00'),
      ...everyDay('21:00', '23:00'),
    ]);
    const eid = dayAfter(week, 10);
    const ramadan = dayAfter(week, 12);
    const friday = dayAfter(week, 4); // Friday 11 December
    const saved = await setCalendar(week, {
      branchId,
      week: [0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '22:00' })),
      exceptions: [
        { from: eid, to: eid, closed: true, noteEn: 'Eid', noteAr: 'العيد' },
        {
          from: ramadan,
          to: ramadan,
          closed: false,
          opensAt: '15:00',
          closesAt: '23:30',
          noteEn: 'Ramadan hours',
          noteAr: 'مواعيد رمضان',
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await slotsOn(branchId, eid)).toMatchObject({
      open: false,
      noteEn: 'Eid',
      noteAr: 'العيد',
      slots: [],
    });
    expect(await slotsOn(branchId, friday)).toMatchObject({ open: false, slots: [] });
    expect(times(await slotsOn(branchId, ramadan))).toEqual(['16:00–20:00', '21:00–23:00']);
    // The week's own hours: 21:00 starts within 09:00–22:00, so it stays.
    expect(times(await slotsOn(branchId, dayAfter(week, 3)))).toEqual([
      '10:00–13:00',
      '16:00–20:00',
      '21:00–23:00',
    ]);
  });

  it('when windows overlap, end before they start, or name another branch’s id, then 400 names each and nothing changes', async () => {
    const { branchId, slots } = await branchWithSlots('Bad windows branch', [window(1, '10:00', '13:00')]);
    const overlapping = await saveSlots(week.t, {
      branchId,
      slots: [window(1, '10:00', '13:00'), window(1, '12:00', '14:00')],
    });
    expect(refusalOf(overlapping)).toMatchObject({
      code: 'validation',
      details: [{ path: 'slots.1.startsAt' }],
    });
    const backwards = await saveSlots(week.t, { branchId, slots: [window(2, '14:00', '13:00')] });
    expect(refusalOf(backwards)).toMatchObject({ code: 'validation', details: [{ path: 'slots.0.endsAt' }] });
    const { slots: others } = await branchWithSlots('Other windows branch', [window(1, '10:00', '13:00')]);
    const stranger = await saveSlots(week.t, {
      branchId,
      slots: [{ ...window(1, '10:00', '13:00'), id: others[0]!.id }],
    });
    expect(refusalOf(stranger)).toMatchObject({ code: 'validation', details: [{ path: 'slots.0.id' }] });
    const read = await request(week.t.app)
      .get(`/api/Delivery/GetDeliverySlots?branchId=${branchId}`)
      .set('Authorization', week.t.auth);
    expect(answerOf('GetDeliverySlots', read).slots).toEqual(slots);
  });

  it('when a window left out still holds orders on a day to come, then 409 delivery.slot_in_use; once its orders are past, it may go', async () => {
    const { branchId, slots } = await branchWithSlots('In use branch', [
      window(1, '10:00', '13:00'),
      window(2, '10:00', '13:00'),
    ]);
    const [monday, tuesday] = slots;
    await take(monday!.id, dayAfter(week, 7), 1);
    await take(tuesday!.id, dayAfter(week, -6), 2);
    const refused = await saveSlots(week.t, { branchId, slots: [] });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused)).toMatchObject({ code: 'delivery.slot_in_use' });
    expect(refusalOf(refused).error).toContain('10:00–13:00 (weekday 1)');
    // Kept by id, the Monday window changes its hours; the Tuesday one, used only in the past, goes.
    const saved = await saveSlots(week.t, {
      branchId,
      slots: [{ ...window(1, '11:00', '14:00'), id: monday!.id }],
    });
    expect(saved.status).toBe(200);
    expect(answerOf('UpdateDeliverySlots', saved).slots).toEqual([
      { ...window(1, '11:00', '14:00'), id: monday!.id },
    ]);
  });

  it('when a visitor or a stranger writes, or a day is not a day, then 401 and 400', async () => {
    const branchId = await addBranch(week, 'Guarded windows branch');
    expect(
      (await request(week.t.app).post('/api/Delivery/UpdateDeliverySlots').send({ branchId, slots: [] }))
        .status,
    ).toBe(401);
    const badDay = await request(week.t.app)
      .get('/api/Delivery/GetDeliverySlotsOn')
      .query({ branchId, day: '2026-12-09' });
    expect(refusalOf(badDay)).toMatchObject({ code: 'validation', details: [{ path: 'day' }] });
    const noBranch = await request(week.t.app)
      .get('/api/Delivery/GetDeliverySlotsOn')
      .query({ branchId: 999_999, day: dayAfter(week, 1) });
    expect(noBranch.status).toBe(404);
  });
});
