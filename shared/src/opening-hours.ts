/**
 * A day's opening hours as the shop means them: a closing time earlier than the opening one
 * closes after midnight and still belongs to the day it opened (the last ten nights of Ramadan:
 * 20:00–02:00). Times are `HH:mm` on the site's clock; a time is read as minutes from the opening
 * day's midnight, so a night's late part counts past 24:00. Kept free of zod so any bundle can use it.
 */

export const DAY_MINUTES = 24 * 60;

export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether hours close after midnight, on the next day's clock (20:00–02:00). */
export const closesAfterMidnight = (opensAt: string, closesAt: string): boolean => closesAt < opensAt;

/**
 * Whether the hours hold a moment: an opening and a closing at the same time leave none (any other
 * pair is under 24 hours, a closing before the opening running into the night).
 */
export const hoursHoldTime = (opensAt: string, closesAt: string): boolean => opensAt !== closesAt;

/** When the day's hours close, in minutes from its own midnight (past 24:00 after midnight). */
export const closingMinutes = (opensAt: string, closesAt: string): number =>
  minutesOf(closesAt) + (closesAfterMidnight(opensAt, closesAt) ? DAY_MINUTES : 0);

/** Whether `time` of the opening day (before midnight) falls within its hours. */
export const withinHours = (time: string, opensAt: string, closesAt: string): boolean =>
  opensAt <= time && minutesOf(time) < closingMinutes(opensAt, closesAt);

/**
 * A time said for a day of these hours (its cut-off), in minutes from the day's midnight: one that
 * falls in the night's part after midnight (01:00 on a day open 20:00–02:00) is that night's.
 */
export function minutesInDay(time: string, opensAt: string | null, closesAt: string | null): number {
  const afterMidnight =
    opensAt !== null && closesAt !== null && closesAfterMidnight(opensAt, closesAt) && time < closesAt;
  return minutesOf(time) + (afterMidnight ? DAY_MINUTES : 0);
}
