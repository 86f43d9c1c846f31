import type { PerKind } from './request-status';

/**
 * What a visitor may change of their request on `/track`, and until when (API.md, third
 * version). Kept free of zod so the tracking page's island can use it.
 */

/** The changes a visitor can make: cancel any request; move an order's pick-up day; change a booking's seats. */
export const VISITOR_CHANGES = ['cancel', 'pickup', 'seats'] as const;
export type VisitorChange = (typeof VISITOR_CHANGES)[number];

/**
 * Hours before the pick-up (an order) or the class (a booking) after which a visitor changes
 * nothing themselves and calls instead (HomeData.pickupChangeHours, classChangeHours). A place
 * in line is stored with its class's policy and a custom cake with its pick-up's: they carry it
 * into the booking or order they become.
 */
/** The longest a change policy may be, in hours (30 days). */
export const MAX_CHANGE_HOURS = 720;

export const DEFAULT_CHANGE_HOURS = {
  cake: 48,
  course: 24,
  waitlist: 24,
  custom: 48,
} as const satisfies PerKind<number>;

const HOUR_MS = 60 * 60 * 1000;

/** The offset of a time zone from UTC at an instant, in milliseconds (Dubai: +4 h). */
function offsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a site-local day and time names (`2026-12-01T00:00:00.000Z`, `18:30`, `Asia/Dubai`
 * → 14:30 UTC). A time a clock change skips is read with the offset before it. An unknown zone
 * is read as UTC rather than failing.
 */
export function zonedInstant(day: string, time: string | null | undefined, timeZone: string): Date {
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number);
  const wall = new Date(day).getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  try {
    const first = wall - offsetMs(timeZone, wall);
    return new Date(wall - offsetMs(timeZone, first));
  } catch {
    return new Date(wall);
  }
}

/**
 * The moment after which a visitor changes nothing themselves: `hours` before the event starts
 * (an order's pick-up day at its first minute, a class at its start time, site-local). Null when
 * the event has no day yet (a class to be announced): nothing to be late for.
 */
export function changeDeadline(
  event: { day: string | null; time?: string | null | undefined },
  hours: number,
  timeZone: string,
): Date | null {
  if (!event.day) return null;
  return new Date(zonedInstant(event.day, event.time, timeZone).getTime() - hours * HOUR_MS);
}
