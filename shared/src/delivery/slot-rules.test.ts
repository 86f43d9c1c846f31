import { describe, expect, it } from 'vitest';

import type { PickupCalendar } from '../pickup-calendar';
import { pastCutoff, slotCutoff, windowsOn } from './slot-rules';

const day = (iso: string) => `${iso}T00:00:00.000Z`;

describe('a delivery window’s cut-off', () => {
  it('when it is minutes before the start, then it falls that day, or days before when it reaches back past midnight', () => {
    expect(slotCutoff(day('2026-12-09'), { startsAt: '16:00', cutoffMinutes: 120 })).toEqual({
      day: day('2026-12-09'),
      time: '14:00',
    });
    expect(slotCutoff(day('2026-12-09'), { startsAt: '10:00', cutoffMinutes: 16 * 60 })).toEqual({
      day: day('2026-12-08'),
      time: '18:00',
    });
    expect(slotCutoff(day('2026-12-09'), { startsAt: '10:00', cutoffMinutes: 10 * 60 })).toEqual({
      day: day('2026-12-09'),
      time: '00:00',
    });
    expect(slotCutoff(day('2026-12-09'), { startsAt: '09:00', cutoffMinutes: 2 * 24 * 60 })).toEqual({
      day: day('2026-12-07'),
      time: '09:00',
    });
  });

  it('when the site’s clock reaches the cut-off, then orders are closed', () => {
    const slot = { startsAt: '16:00', cutoffMinutes: 120 };
    expect(pastCutoff(day('2026-12-09'), slot, { today: day('2026-12-09'), time: '13:59' })).toBe(false);
    expect(pastCutoff(day('2026-12-09'), slot, { today: day('2026-12-09'), time: '14:00' })).toBe(true);
    expect(pastCutoff(day('2026-12-09'), slot, { today: day('2026-12-10'), time: '08:00' })).toBe(true);
    expect(pastCutoff(day('2026-12-09'), slot, { today: day('2026-12-08'), time: '23:00' })).toBe(false);
  });
});

describe('the windows of a day', () => {
  const slots = [
    { weekday: 3, startsAt: '16:00', endsAt: '20:00', cutoffMinutes: 0 },
    { weekday: 3, startsAt: '10:00', endsAt: '13:00', cutoffMinutes: 0 },
    { weekday: 4, startsAt: '10:00', endsAt: '13:00', cutoffMinutes: 0 },
  ];
  const calendar: PickupCalendar = {
    week: [3, 4].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' })),
    exceptions: [
      {
        from: day('2026-12-16'),
        to: day('2026-12-16'),
        closed: true,
        opensAt: null,
        closesAt: null,
        noteEn: null,
        noteAr: null,
      },
      {
        from: day('2026-12-23'),
        to: day('2026-12-23'),
        closed: false,
        opensAt: '15:00',
        closesAt: '23:00',
        noteEn: null,
        noteAr: null,
      },
    ],
    orderCutoff: null,
  };

  it('when the branch opens, then its weekday’s windows in order; closed, none; special hours, those starting within them', () => {
    expect(windowsOn(calendar, day('2026-12-09'), slots).map((slot) => slot.startsAt)).toEqual([
      '10:00',
      '16:00',
    ]);
    expect(windowsOn(calendar, day('2026-12-16'), slots)).toEqual([]);
    expect(windowsOn(calendar, day('2026-12-23'), slots).map((slot) => slot.startsAt)).toEqual(['16:00']);
    // A Saturday, not in the week.
    expect(windowsOn(calendar, day('2026-12-12'), slots)).toEqual([]);
  });
});
