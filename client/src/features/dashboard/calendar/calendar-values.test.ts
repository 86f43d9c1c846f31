import type { BranchCalendar } from '@cakeshop/shared';
import { branchCalendarInput } from '@cakeshop/shared';
import { describe, expect, it } from 'vitest';

import {
  calendarDefaults,
  calendarFormPath,
  emptyException,
  isCalendarField,
  notSetUp,
  toCalendarBody,
  WEEKDAYS,
} from './calendar-values';

const eid = '2027-03-09T00:00:00.000Z';
const eidEnd = '2027-03-11T00:00:00.000Z';
const stored: BranchCalendar = {
  branchId: 3,
  // Closed on Fridays (5), shorter on Saturdays (6).
  week: [0, 1, 2, 3, 4]
    .map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' }))
    .concat([{ weekday: 6, opensAt: '10:00', closesAt: '14:00' }]),
  exceptions: [
    {
      id: 8,
      from: eid,
      to: eidEnd,
      closed: true,
      opensAt: null,
      closesAt: null,
      noteEn: 'Eid',
      noteAr: 'العيد',
    },
  ],
  orderCutoff: '18:00',
  dailyCapacity: 40,
};

describe('calendar form values', () => {
  it('when a branch is not set up, then it is said so and every day starts open', () => {
    const values = calendarDefaults(notSetUp(3));
    expect(values.weekMode).toBe('everyDay');
    expect(values.days.every((day) => day.open)).toBe(true);
    expect(toCalendarBody(3, values).week).toBeNull();
    expect(branchCalendarInput.parse(toCalendarBody(3, values))).toMatchObject({
      week: null,
      orderCutoff: null,
      dailyCapacity: null,
    });
  });

  it('when a week is set, then the body sends the open weekdays only, and round-trips', () => {
    const values = calendarDefaults(stored);
    expect(values.days.map((day) => day.weekday)).toEqual([...WEEKDAYS]);
    expect(values.days.find((day) => day.weekday === 5)?.open).toBe(false);
    const parsed = branchCalendarInput.parse(toCalendarBody(3, values));
    expect(parsed.week?.map((day) => day.weekday).sort()).toEqual([0, 1, 2, 3, 4, 6]);
    expect(parsed.exceptions).toEqual([
      {
        id: 8,
        from: eid,
        to: eidEnd,
        closed: true,
        opensAt: null,
        closesAt: null,
        noteEn: 'Eid',
        noteAr: 'العيد',
      },
    ]);
    expect(parsed).toMatchObject({ orderCutoff: '18:00', dailyCapacity: 40 });
  });

  it('when a one-day closure leaves "to" empty and the cap is cleared, then it is that one day, with no cap', () => {
    const values = calendarDefaults(stored);
    values.exceptions.push({ ...emptyException(), from: '2027-01-01', noteEn: 'New year' });
    values.exceptions.push({
      ...emptyException(),
      from: '2027-02-20',
      closed: false,
      opensAt: '19:00',
      closesAt: '23:30',
    });
    values.dailyCapacity = '';
    values.orderCutoff = '';
    const parsed = branchCalendarInput.parse(toCalendarBody(3, values));
    expect(parsed.exceptions[1]).toMatchObject({
      from: '2027-01-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
      closed: true,
    });
    expect(parsed.exceptions[2]).toMatchObject({ closed: false, opensAt: '19:00', closesAt: '23:30' });
    expect(parsed).toMatchObject({ dailyCapacity: null, orderCutoff: null });
  });

  it('when a closed exception keeps hours typed before, then they are not sent', () => {
    const values = calendarDefaults(notSetUp(1));
    values.exceptions = [{ ...emptyException(), from: '2027-01-01', opensAt: '09:00', closesAt: '08:00' }];
    expect(branchCalendarInput.safeParse(toCalendarBody(1, values)).success).toBe(true);
  });

  it('when the body’s n-th open weekday is refused, then the problem lands on its row of the form', () => {
    const values = calendarDefaults(stored);
    // Body order: Monday…Thursday, Saturday, Sunday (the form's order, Friday left out).
    expect(calendarFormPath('week.4.closesAt', values)).toBe('days.5.closesAt');
    expect(calendarFormPath('week.5.opensAt', values)).toBe('days.6.opensAt');
    expect(calendarFormPath('week', values)).toBe('days');
    expect(calendarFormPath('exceptions.0.to', values)).toBe('exceptions.0.to');
    values.exceptions[0] = { ...emptyException(), from: '2027-01-01' };
    expect(calendarFormPath('exceptions.0.to', values)).toBe('exceptions.0.from');
    expect(calendarFormPath('dailyCapacity', values)).toBe('dailyCapacity');
  });

  it('when a server detail names a field, then it is one the form shows', () => {
    const values = calendarDefaults(stored);
    expect(isCalendarField('days.5.closesAt', values)).toBe(true);
    expect(isCalendarField('exceptions.0.noteAr', values)).toBe(true);
    expect(isCalendarField('exceptions.1.from', values)).toBe(false);
    expect(isCalendarField('dailyCapacity', values)).toBe(true);
    expect(isCalendarField('branchId', values)).toBe(false);
  });

  it('the closing problem of the week found by the schema is mapped the same way', () => {
    const values = calendarDefaults(stored);
    const saturday = values.days.findIndex((day) => day.weekday === 6);
    // Closing when it opens holds no time (14:00 to 10:00 would close after midnight, and is kept).
    values.days[saturday] = { weekday: 6, open: true, opensAt: '14:00', closesAt: '14:00' };
    const issue = branchCalendarInput.safeParse(toCalendarBody(3, values)).error?.issues[0];
    expect(calendarFormPath(issue?.path.join('.') ?? '', values)).toBe(`days.${saturday}.closesAt`);
  });
});
