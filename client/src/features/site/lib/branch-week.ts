import type { BranchCalendar, CalendarException } from '@cakeshop/shared';
import { addDays } from '@cakeshop/shared/dates';

/** How far ahead the public site tells of a closure. */
const CLOSURE_NOTICE_DAYS = 14;

/** A branch's closure that touches the next days, clipped to nothing: its own dates as stored. */
export interface Closure {
  branchId: number;
  from: string;
  to: string;
  noteEn: string | null;
  noteAr: string | null;
}

const dayOf = (iso: string) => iso.slice(0, 10);

/** The dated closures of every branch that overlap today and the next `days - 1` days. */
export function upcomingClosures(
  calendars: readonly BranchCalendar[],
  today: string,
  days = CLOSURE_NOTICE_DAYS,
): Closure[] {
  const first = dayOf(today);
  const last = dayOf(addDays(today, days - 1));
  return calendars.flatMap((calendar) =>
    calendar.exceptions
      .filter(
        (exception) => exception.closed && dayOf(exception.to) >= first && dayOf(exception.from) <= last,
      )
      .sort((a, b) => a.from.localeCompare(b.from))
      .map(({ from, to, noteEn, noteAr }) => ({ branchId: calendar.branchId, from, to, noteEn, noteAr })),
  );
}

/** One day of a branch's week: open with its hours, or closed; a note when an exception says one. */
export interface WeekDay {
  date: string;
  opensAt: string | null;
  closesAt: string | null;
  closed: boolean;
  note: Pick<CalendarException, 'noteEn' | 'noteAr'> | null;
}

/**
 * The seven days from today as the calendar says (an exception over the weekly hours; a weekday
 * the week leaves out is closed); null when the branch's week is not set up (its text says it).
 */
export function weekOf(calendar: BranchCalendar | undefined, today: string): WeekDay[] | null {
  if (!calendar?.week) return null;
  const { week, exceptions } = calendar;
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(today, offset);
    const day = dayOf(date);
    const exception = exceptions.find((each) => dayOf(each.from) <= day && day <= dayOf(each.to));
    const note = exception && (exception.noteEn || exception.noteAr) ? exception : null;
    if (exception)
      return {
        date,
        opensAt: exception.opensAt,
        closesAt: exception.closesAt,
        closed: exception.closed,
        note,
      };
    const hours = week.find((each) => each.weekday === new Date(date).getUTCDay());
    return {
      date,
      opensAt: hours?.opensAt ?? null,
      closesAt: hours?.closesAt ?? null,
      closed: !hours,
      note: null,
    };
  });
}
