import { describe, expect, it } from 'vitest';

import { windowsOn } from './delivery/slot-rules';
import { formatClock } from './format';
import { closingMinutes, hoursHoldTime, minutesInDay, withinHours } from './opening-hours';
import { branchClock } from './pickup-calendar';
import type { PickupCalendar } from './pickup-calendar';

const day = (iso: string) => `${iso}T00:00:00.000Z`;
/** Wednesday 23 December 2026 is a Ramadan night, open 20:00–02:00; other Wednesdays 09:00–21:00. */
const calendar: PickupCalendar = {
  week: [{ weekday: 3, opensAt: '09:00', closesAt: '21:00' }],
  exceptions: [
    {
      from: day('2026-12-23'),
      to: day('2026-12-23'),
      closed: false,
      opensAt: '20:00',
      closesAt: '02:00',
      noteEn: null,
      noteAr: null,
    },
  ],
  orderCutoff: null,
};

describe('hours that close after midnight', () => {
  it('when a closing is before the opening, then it is the next morning of the same day; the same time holds none', () => {
    expect(closingMinutes('20:00', '02:00')).toBe(26 * 60);
    expect(closingMinutes('09:00', '21:00')).toBe(21 * 60);
    expect(withinHours('23:30', '20:00', '02:00')).toBe(true);
    expect(withinHours('19:59', '20:00', '02:00')).toBe(false);
    expect(withinHours('01:00', '20:00', '02:00')).toBe(false);
    expect(hoursHoldTime('20:00', '20:00')).toBe(false);
    expect(hoursHoldTime('20:00', '19:59')).toBe(true);
  });

  it('when a cut-off falls in the night’s late part, then it is that night’s; one earlier in the day stays in the day', () => {
    expect(minutesInDay('01:00', '20:00', '02:00')).toBe(25 * 60);
    expect(minutesInDay('14:00', '20:00', '02:00')).toBe(14 * 60);
    expect(minutesInDay('01:00', '09:00', '21:00')).toBe(60);
    expect(minutesInDay('01:00', null, null)).toBe(60);
  });

  it('when the clock is past midnight inside a night, then the branch’s day is still the night’s; once it closes, the new day', () => {
    // 00:30 and 02:00 on Thursday 24 December in Dubai (UTC+4).
    expect(branchClock(calendar, 'Asia/Dubai', new Date('2026-12-23T20:30:00Z'))).toEqual({
      today: day('2026-12-23'),
      minutes: 24 * 60 + 30,
    });
    expect(branchClock(calendar, 'Asia/Dubai', new Date('2026-12-23T22:00:00Z'))).toEqual({
      today: day('2026-12-24'),
      minutes: 2 * 60,
    });
    // An ordinary Wednesday closes at 21:00: Thursday 00:30 is Thursday.
    expect(branchClock(calendar, 'Asia/Dubai', new Date('2026-12-16T20:30:00Z')).today).toBe(
      day('2026-12-17'),
    );
  });

  it('when a night is open past midnight, then the delivery windows of its evening up to the closing are offered', () => {
    const slots = [
      { weekday: 3, startsAt: '10:00', endsAt: '12:00', cutoffMinutes: 0 },
      { weekday: 3, startsAt: '21:00', endsAt: '23:00', cutoffMinutes: 0 },
      { weekday: 3, startsAt: '23:00', endsAt: '23:59', cutoffMinutes: 0 },
    ];
    expect(windowsOn(calendar, day('2026-12-23'), slots).map((slot) => slot.startsAt)).toEqual([
      '21:00',
      '23:00',
    ]);
  });

  it('when a closing after midnight is said, then without its part of the day, the words around it say which', () => {
    expect(formatClock('02:00', 'en')).toBe('2:00');
    expect(formatClock('02:00', 'ar')).toBe('٢:٠٠');
  });
});
