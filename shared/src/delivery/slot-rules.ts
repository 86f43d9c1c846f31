import { addDays } from '../dates';
import { withinHours } from '../opening-hours';
import { calendarDay } from '../pickup-calendar';
import type { PickupCalendar } from '../pickup-calendar';

/**
 * Which delivery windows a day offers and until when each takes orders: one rule for the server's
 * read, the checkout's check and the browser. Days are ISO strings at UTC midnight, times `HH:mm`
 * on the site's clock. Kept free of zod.
 */
export interface SlotTimes {
  weekday: number;
  startsAt: string;
  endsAt: string;
  cutoffMinutes: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The moment orders for the window on `day` close: `cutoffMinutes` before it starts. */
export function slotCutoff(day: string, slot: Pick<SlotTimes, 'startsAt' | 'cutoffMinutes'>) {
  const at = minutesOf(slot.startsAt) - slot.cutoffMinutes;
  const daysBack = Math.ceil(Math.max(0, -at) / (24 * 60));
  return { day: addDays(day, -daysBack), time: timeOf(at + daysBack * 24 * 60) };
}

/** Whether orders for the window on `day` are closed at the site's `today` and `time`. */
export function pastCutoff(
  day: string,
  slot: Pick<SlotTimes, 'startsAt' | 'cutoffMinutes'>,
  now: { today: string; time: string },
): boolean {
  const cutoff = slotCutoff(day, slot);
  return now.today > cutoff.day || (now.today === cutoff.day && now.time >= cutoff.time);
}

/**
 * The windows of a branch offered on `day`: its weekday's, on a day the calendar opens, and on a
 * day of set hours (the week's, or an exception's such as Ramadan's) only those starting within them
 * (a night open past midnight offers its evening's windows up to the closing).
 */
export function windowsOn<S extends SlotTimes>(
  calendar: PickupCalendar,
  day: string,
  slots: readonly S[],
): S[] {
  const { open, opensAt, closesAt } = calendarDay(calendar, day);
  if (!open) return [];
  const weekday = new Date(day).getUTCDay();
  return slots
    .filter((slot) => slot.weekday === weekday)
    .filter((slot) => !opensAt || !closesAt || withinHours(slot.startsAt, opensAt, closesAt))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
