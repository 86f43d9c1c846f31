import { isValidPickerDate } from './dates';

/**
 * Wall-clock times in a time zone (the site's: HomeData.timeZone), as `<input type="date">` and
 * `<input type="time">` give them, to and from instants. Kept free of zod so any bundle can use it.
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** `2026-04-09T06:00`: a local date and time, no seconds, no zone. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function parseLocalDateTime(value: string): WallClock | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isValidPickerDate({ year, month, day }) || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function formatLocalDateTime({ year, month, day, hour, minute }: WallClock): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** The wall clock in `timeZone` at an instant (to the minute). */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time in `timeZone` names. In the hour a clock goes back it is the
 * first of the two; a time the clock skips (spring forward) lands after the jump, the hour later.
 */
export function instantOf(wall: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The zone's offsets a day either side: the same, or the two around a change of the clocks.
  const candidates = [asUtc - offsetAt(asUtc - DAY_MS, timeZone), asUtc - offsetAt(asUtc + DAY_MS, timeZone)];
  const named = candidates.filter(
    (instant) => formatLocalDateTime(wallClockAt(new Date(instant), timeZone)) === formatLocalDateTime(wall),
  );
  return new Date(named.length > 0 ? Math.min(...named) : Math.max(...candidates));
}
