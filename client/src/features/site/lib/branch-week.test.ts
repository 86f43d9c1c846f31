import type { BranchCalendar } from '@cakeshop/shared';
import { describe, expect, it } from 'vitest';

import { upcomingClosures, weekOf } from './branch-week';

const day = (date: string) => `${date}T00:00:00.000Z`;
const exception = (id: number, from: string, to: string, closed: boolean, noteEn: string | null = null) => ({
  id,
  from: day(from),
  to: day(to),
  closed,
  opensAt: closed ? null : '10:00',
  closesAt: closed ? null : '14:00',
  noteEn,
  noteAr: null,
});

const calendar: BranchCalendar = {
  branchId: 2,
  // Saturday to Thursday; Friday (5) left out: closed.
  week: [0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' })),
  exceptions: [
    exception(1, '2026-03-30', '2026-04-01', true, 'Eid'),
    exception(2, '2026-04-03', '2026-04-03', false, 'Short day'),
    exception(3, '2026-04-20', '2026-04-22', true),
    exception(4, '2026-03-01', '2026-03-02', true),
  ],
  orderCutoff: null,
  dailyCapacity: null,
};

describe("a branch's week and closures", () => {
  it('when a closure overlaps the next 14 days, then it is told; one past or further ahead is not', () => {
    expect(upcomingClosures([calendar], day('2026-03-31')).map((closure) => closure.from)).toEqual([
      day('2026-03-30'),
    ]);
    expect(upcomingClosures([calendar], day('2026-04-07')).map((closure) => closure.to)).toEqual([
      day('2026-04-22'),
    ]);
    expect(upcomingClosures([calendar], day('2026-04-06'))).toEqual([]);
  });

  it('when the week is set up, then each of the seven days shows its hours, its closure or its special hours', () => {
    const week = weekOf(calendar, day('2026-03-31'));
    expect(
      week?.map((each) => [each.date.slice(5, 10), each.closed, each.opensAt, each.note?.noteEn ?? null]),
    ).toEqual([
      ['03-31', true, null, 'Eid'],
      ['04-01', true, null, 'Eid'],
      ['04-02', false, '09:00', null],
      ['04-03', false, '10:00', 'Short day'],
      ['04-04', false, '09:00', null],
      ['04-05', false, '09:00', null],
      ['04-06', false, '09:00', null],
    ]);
    // 10 April 2026 is a Friday, which the week leaves out.
    expect(weekOf(calendar, day('2026-04-10'))?.[0]).toMatchObject({ closed: true, opensAt: null });
  });

  it('when the week is not set up, then there is none (the branch’s text says its hours)', () => {
    expect(weekOf({ ...calendar, week: null }, day('2026-03-31'))).toBeNull();
    expect(weekOf(undefined, day('2026-03-31'))).toBeNull();
  });
});
