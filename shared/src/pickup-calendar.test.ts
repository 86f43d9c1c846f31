import { describe, expect, it } from 'vitest';

import {
  branchPickupWindow,
  calendarDay,
  dailyCapacityOn,
  OPEN_EVERY_DAY,
  pickupProblem,
  siteClock,
} from './pickup-calendar';
import type { PickupCalendar } from './pickup-calendar';

const day = (iso: string) => `${iso}T00:00:00.000Z`;
const hours = { opensAt: '09:00', closesAt: '21:00' };
/** Open every day but Friday (5). */
const closedFridays: PickupCalendar = {
  week: [0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, ...hours })),
  exceptions: [],
  orderCutoff: null,
};
const dubai = (leadDays: number) => ({ timeZone: 'Asia/Dubai', leadDays });

describe('the pick-up calendar', () => {
  it('when a branch has not set its week up, then every day is open without hours', () => {
    expect(calendarDay(OPEN_EVERY_DAY, day('2026-12-11'))).toEqual({
      open: true,
      opensAt: null,
      closesAt: null,
      noteEn: null,
      noteAr: null,
      dailyCapacity: null,
      orderCutoff: null,
      categoryCapacities: [],
    });
  });

  it('when an exception covers a day, then it decides, the one starting last winning over a longer one', () => {
    const calendar: PickupCalendar = {
      ...closedFridays,
      exceptions: [
        {
          from: day('2026-03-01'),
          to: day('2026-03-31'),
          closed: false,
          opensAt: '20:00',
          closesAt: '23:59',
          noteEn: 'Ramadan hours',
          noteAr: 'مواعيد رمضان',
        },
        {
          from: day('2026-03-20'),
          to: day('2026-03-22'),
          closed: true,
          opensAt: null,
          closesAt: null,
          noteEn: 'Eid',
          noteAr: 'العيد',
        },
      ],
    };
    expect(calendarDay(calendar, day('2026-03-19'))).toMatchObject({ open: true, opensAt: '20:00' });
    expect(calendarDay(calendar, day('2026-03-21'))).toMatchObject({ open: false, noteAr: 'العيد' });
    // 2026-03-06 is a Friday, open because the Ramadan exception says so.
    expect(calendarDay(calendar, day('2026-03-06')).open).toBe(true);
    expect(calendarDay(calendar, day('2026-04-03'))).toMatchObject({ open: false, noteEn: null });
  });

  it('when lead time is counted, then it counts open days: a Friday in between does not count', () => {
    // Wednesday 9 December 2026, 10:00 in Dubai.
    const now = new Date('2026-12-09T06:00:00.000Z');
    const window = branchPickupWindow(closedFridays, dubai(2), now);
    expect(window).toMatchObject({ today: day('2026-12-09'), base: day('2026-12-09') });
    // Thursday 10 is the first open day after today, Saturday 12 the second (Friday 11 is closed).
    expect(window.earliest).toBe(day('2026-12-12'));
    expect(pickupProblem(closedFridays, window, day('2026-12-10'))).toBe('too_soon');
    expect(pickupProblem(closedFridays, window, day('2026-12-11'))).toBe('closed');
    expect(pickupProblem(closedFridays, window, day('2026-12-12'))).toBeNull();
    expect(pickupProblem(closedFridays, window, day('2027-06-07'))).toBeNull();
    expect(pickupProblem(closedFridays, window, day('2027-06-08'))).toBe('too_late');
    expect(pickupProblem(closedFridays, window, day('2026-12-08'))).toBe('too_soon');
  });

  it('when the lead time is none, then the first open day from the base on is the earliest', () => {
    const friday = new Date('2026-12-11T06:00:00.000Z');
    expect(branchPickupWindow(closedFridays, dubai(0), friday).earliest).toBe(day('2026-12-12'));
    expect(branchPickupWindow(OPEN_EVERY_DAY, dubai(0), friday).earliest).toBe(day('2026-12-11'));
  });

  it('when it is 23:30 UTC, then today is the site’s (already tomorrow in Dubai)', () => {
    const now = new Date('2026-12-09T23:30:00.000Z');
    expect(siteClock('Asia/Dubai', now)).toEqual({ today: day('2026-12-10'), time: '03:30' });
    expect(branchPickupWindow(OPEN_EVERY_DAY, dubai(1), now).earliest).toBe(day('2026-12-11'));
    expect(siteClock('America/New_York', now)).toEqual({ today: day('2026-12-09'), time: '18:30' });
  });

  it('when the cut-off has passed, then lead time counts from tomorrow; at the cut-off itself too', () => {
    const calendar = { ...OPEN_EVERY_DAY, orderCutoff: '14:00' };
    const before = branchPickupWindow(calendar, dubai(1), new Date('2026-12-09T09:59:00.000Z'));
    expect(before).toMatchObject({ base: day('2026-12-09'), earliest: day('2026-12-10') });
    const at = branchPickupWindow(calendar, dubai(1), new Date('2026-12-09T10:00:00.000Z'));
    expect(at).toMatchObject({ base: day('2026-12-10'), earliest: day('2026-12-11') });
    const sameDay = branchPickupWindow(calendar, dubai(0), new Date('2026-12-09T10:00:00.000Z'));
    expect(sameDay.earliest).toBe(day('2026-12-10'));
  });

  it('when a season’s days have their own cap and cut-off, then those days read them and the others the branch’s', () => {
    const calendar: PickupCalendar = {
      ...OPEN_EVERY_DAY,
      orderCutoff: '20:00',
      dailyCapacity: 10,
      exceptions: [
        {
          from: day('2026-12-09'),
          to: day('2026-12-09'),
          closed: false,
          opensAt: '09:00',
          closesAt: '14:00',
          noteEn: 'Eid eve',
          noteAr: 'ليلة العيد',
          dailyCapacity: 20,
          orderCutoff: '12:00',
        },
      ],
    };
    expect(calendarDay(calendar, day('2026-12-09'))).toMatchObject({
      dailyCapacity: 20,
      orderCutoff: '12:00',
    });
    expect(calendarDay(calendar, day('2026-12-10'))).toMatchObject({
      dailyCapacity: 10,
      orderCutoff: '20:00',
    });
    expect(dailyCapacityOn(calendar, day('2026-12-09'))).toBe(20);
    expect(dailyCapacityOn(undefined, day('2026-12-09'))).toBeNull();
    // 12:00 in Dubai on the eve: past its own cut-off; the next day, 12:00 is before the branch's.
    const eve = branchPickupWindow(calendar, dubai(1), new Date('2026-12-09T08:00:00.000Z'));
    expect(eve).toMatchObject({ base: day('2026-12-10'), earliest: day('2026-12-11') });
    const after = branchPickupWindow(calendar, dubai(1), new Date('2026-12-10T08:00:00.000Z'));
    expect(after).toMatchObject({ base: day('2026-12-10'), earliest: day('2026-12-11') });
  });

  it('when the clocks go forward in New York, then the cut-off is read in the new local time', () => {
    const calendar = { ...OPEN_EVERY_DAY, orderCutoff: '14:00' };
    const rules = { timeZone: 'America/New_York', leadDays: 0 };
    // 8 March 2026: EST (UTC-5) until 2:00, EDT (UTC-4) after. 18:30 UTC is 14:30 EDT: past the
    // cut-off, though a fixed winter offset would read 13:30.
    const afterChange = branchPickupWindow(calendar, rules, new Date('2026-03-08T18:30:00.000Z'));
    expect(afterChange).toMatchObject({ today: day('2026-03-08'), base: day('2026-03-09') });
    // The day before, 18:30 UTC is 13:30 EST: still before the cut-off.
    const dayBefore = branchPickupWindow(calendar, rules, new Date('2026-03-07T18:30:00.000Z'));
    expect(dayBefore).toMatchObject({ today: day('2026-03-07'), base: day('2026-03-07') });
    // 1 November 2026, back to EST: 18:30 UTC is 13:30 again.
    const autumn = branchPickupWindow(calendar, rules, new Date('2026-11-01T18:30:00.000Z'));
    expect(autumn.base).toBe(day('2026-11-01'));
  });

  it('when no day in the window is open, then there is no earliest day and every day is refused', () => {
    const closed: PickupCalendar = { week: [], exceptions: [], orderCutoff: null };
    const window = branchPickupWindow(closed, dubai(0), new Date('2026-12-09T06:00:00.000Z'));
    expect(window.earliest).toBeNull();
    expect(pickupProblem(closed, window, day('2026-12-20'))).toBe('closed');
  });
});
