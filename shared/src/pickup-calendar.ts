import { addDays, todayIn } from './dates';
import { closesAfterMidnight, DAY_MINUTES, minutesInDay, minutesOf } from './opening-hours';
import { PICKUP_WINDOW_DAYS } from './request-status';

/**
 * Which days a branch hands cakes over, and how soon an order can be ready: one rule for the
 * server's check at submit, the pick-up days the date picker reads, and the browser. Days are ISO
 * strings at UTC midnight, times `HH:mm` in the site's time zone (HomeData.timeZone). Kept free of
 * zod so any bundle can use it.
 */

/** A weekday a branch opens (0 is Sunday, as in JavaScript) and its hours. */
export interface WeekdayHours {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

/** Days that differ from the week (Eid, Ramadan's hours): closed, or open with their own hours. */
export interface DatedHours {
  from: string;
  to: string;
  closed: boolean;
  opensAt: string | null;
  closesAt: string | null;
  noteEn: string | null;
  noteAr: string | null;
  /** These days' own cap on cakes and cut-off (a season's); null or absent: the branch's. */
  dailyCapacity?: number | null | undefined;
  orderCutoff?: string | null | undefined;
  /** These days' caps per kind of cake (a season's), in place of each category's own. */
  categoryCapacities?: readonly CategoryCapacity[] | undefined;
}

/** A kind of cake's cap on a day. */
export interface CategoryCapacity {
  categoryId: number;
  dailyCapacity: number;
}

/** What the rule needs of a branch's calendar (BranchCalendar has these fields and more). */
export interface PickupCalendar {
  /** null: not set up, every day open (hours as the branch's own text says). */
  week: readonly WeekdayHours[] | null;
  exceptions: readonly DatedHours[];
  /** After this time of day, today's orders are closed. */
  orderCutoff: string | null;
  /** At most this many cakes a day (null or absent: no cap). */
  dailyCapacity?: number | null;
}

/** A branch that has set nothing up: open every day, no cut-off. */
export const OPEN_EVERY_DAY: PickupCalendar = { week: null, exceptions: [], orderCutoff: null };

export interface CalendarDay {
  open: boolean;
  /** Null when closed, or when neither the week nor an exception gives hours. */
  opensAt: string | null;
  closesAt: string | null;
  /** What the exception covering the day says of it (Eid). */
  noteEn: string | null;
  noteAr: string | null;
  /** The day's cap on cakes (its exception's, else the branch's); null: none. */
  dailyCapacity: number | null;
  /** The cut-off on that day, for orders made then (its exception's, else the branch's). */
  orderCutoff: string | null;
  /** The day's own caps per kind of cake (its exception's); empty: each category's own. */
  categoryCapacities: readonly CategoryCapacity[];
}

const weekdayOf = (day: string) => new Date(day).getUTCDay();

/**
 * The exception that decides a day: of those covering it, the one starting last (an Eid closure
 * inside a month of Ramadan hours), and of those, the one listed last.
 */
function exceptionOn(calendar: PickupCalendar, day: string): DatedHours | undefined {
  let found: DatedHours | undefined;
  for (const exception of calendar.exceptions) {
    if (exception.from <= day && day <= exception.to && (!found || exception.from >= found.from))
      found = exception;
  }
  return found;
}

/** Whether the branch opens on `day`, its hours, any note, and the day's cap and cut-off. */
export function calendarDay(calendar: PickupCalendar, day: string): CalendarDay {
  const exception = exceptionOn(calendar, day);
  const rules = {
    dailyCapacity: exception?.dailyCapacity ?? calendar.dailyCapacity ?? null,
    orderCutoff: exception?.orderCutoff ?? calendar.orderCutoff,
    categoryCapacities: exception?.categoryCapacities ?? [],
  };
  if (exception) {
    const open = !exception.closed;
    return {
      open,
      opensAt: open ? exception.opensAt : null,
      closesAt: open ? exception.closesAt : null,
      noteEn: exception.noteEn,
      noteAr: exception.noteAr,
      ...rules,
    };
  }
  const rest = { noteEn: null, noteAr: null, ...rules };
  if (calendar.week === null) return { open: true, opensAt: null, closesAt: null, ...rest };
  const hours = calendar.week.find((entry) => entry.weekday === weekdayOf(day));
  if (!hours) return { open: false, opensAt: null, closesAt: null, ...rest };
  return { open: true, opensAt: hours.opensAt, closesAt: hours.closesAt, ...rest };
}

/** A branch's cap on cakes on `day` (a season's own, else its daily cap); null: none, or no such branch. */
export const dailyCapacityOn = (calendar: PickupCalendar | undefined, day: string): number | null =>
  calendar ? calendarDay(calendar, day).dailyCapacity : null;

/**
 * A kind of cake's cap on `day` when the day has its own (a season's), else `own` (the category's
 * every-day cap; null: none).
 */
export function categoryCapacityOn(
  calendar: PickupCalendar,
  day: string,
  categoryId: number,
  own: number | null,
): number | null {
  const cap = calendarDay(calendar, day).categoryCapacities.find((each) => each.categoryId === categoryId);
  return cap ? cap.dailyCapacity : own;
}

/** The site's today and time of day (`HH:mm`), whatever the server's or the browser's zone. */
export function siteClock(timeZone: string, now: Date): { today: string; time: string } {
  const today = todayIn(timeZone, now);
  let time: string;
  try {
    time = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
  } catch {
    // An unknown zone is read as UTC, as todayIn reads it.
    time = now.toISOString().slice(11, 16);
  }
  return { today, time };
}

/** How the site counts: its time zone, and the notice an order needs in open days. */
export interface PickupRules {
  timeZone: string;
  leadDays: number;
}

/** The days an order may choose from, for one branch, at one moment. */
export interface PickupWindow {
  today: string;
  /** Where lead time counts from: today, or tomorrow once the cut-off has passed. */
  base: string;
  /** The first day that leaves the lead time, in the branch's open days; null: none in the window. */
  earliest: string | null;
  /** Today plus PICKUP_WINDOW_DAYS. */
  latest: string;
}

/**
 * The branch's own day and time of day (in minutes from that day's midnight): until a night that
 * runs past midnight closes (Ramadan's 20:00–02:00), it is still the day that night opened.
 */
export function branchClock(
  calendar: PickupCalendar,
  timeZone: string,
  now: Date,
): { today: string; minutes: number } {
  const { today, time } = siteClock(timeZone, now);
  const yesterday = addDays(today, -1);
  const night = calendarDay(calendar, yesterday);
  if (
    night.open &&
    night.opensAt !== null &&
    night.closesAt !== null &&
    closesAfterMidnight(night.opensAt, night.closesAt) &&
    time < night.closesAt
  )
    return { today: yesterday, minutes: minutesOf(time) + DAY_MINUTES };
  return { today, minutes: minutesOf(time) };
}

/**
 * Lead time counts the branch's open days from the base day: with none, the first open day from
 * the base on; with n, the n-th open day after the base. The base is today, or tomorrow once
 * today's cut-off has passed (at the cut-off time itself, today is gone). Today is the branch's
 * (a night past midnight is still its day), and a cut-off in that night's late part is that night's.
 */
export function branchPickupWindow(calendar: PickupCalendar, rules: PickupRules, now: Date): PickupWindow {
  const { today, minutes } = branchClock(calendar, rules.timeZone, now);
  // Today's own cut-off (an Eid eve's earlier one), else the branch's.
  const { orderCutoff, opensAt, closesAt } = calendarDay(calendar, today);
  const past = orderCutoff !== null && minutes >= minutesInDay(orderCutoff, opensAt, closesAt);
  const base = past ? addDays(today, 1) : today;
  const latest = addDays(today, PICKUP_WINDOW_DAYS);
  let earliest: string | null = null;
  let counted = 0;
  for (let day = base; day <= latest; day = addDays(day, 1)) {
    if (day !== base || rules.leadDays === 0) {
      if (calendarDay(calendar, day).open) counted += 1;
      if (counted > 0 && counted >= rules.leadDays) {
        earliest = day;
        break;
      }
    }
  }
  return { today, base, earliest, latest };
}

/** Why an order cannot be picked up on `day`, or null when it can (capacity aside). */
export type PickupProblem = 'closed' | 'too_soon' | 'too_late';

export function pickupProblem(
  calendar: PickupCalendar,
  window: PickupWindow,
  day: string,
): PickupProblem | null {
  if (day > window.latest) return 'too_late';
  if (day < window.today) return 'too_soon';
  if (!calendarDay(calendar, day).open) return 'closed';
  if (window.earliest === null || day < window.earliest) return 'too_soon';
  return null;
}
