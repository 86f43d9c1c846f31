import * as z from 'zod';

import {
  clockTime,
  flag,
  id,
  integer,
  keptOptionalInteger,
  optionalClockTime,
  optionalText,
  utcDay,
} from '../fields';
import { hoursHoldTime } from '../opening-hours';

/** A closing before the opening closes after midnight, on the day it opened (20:00–02:00). */
export const hoursHoldSomeTime = (hours: { opensAt: string | null; closesAt: string | null }) =>
  hours.opensAt === null || hours.closesAt === null || hoursHoldTime(hours.opensAt, hours.closesAt);
export const HOURS_HOLD_TIME = {
  path: ['closesAt'],
  message: 'Must differ from the opening time (a closing after midnight belongs to the day it opened)',
};

/**
 * Seventh version: a kind of cake's own cap on these days (a season's: more Eid boxes, fewer
 * wedding cakes), in place of the category's every-day cap. One entry per category.
 */
export const categoryCapacitiesInput = z
  .array(z.object({ categoryId: id, dailyCapacity: integer(0, 10_000) }))
  .max(50)
  .refine((caps) => new Set(caps.map((cap) => cap.categoryId)).size === caps.length, {
    message: 'Each kind of cake at most once',
  });

/** A weekday a branch opens, and its hours (site time zone). 0 is Sunday, as in JavaScript. */
export const weeklyHoursInput = z
  .object({
    weekday: integer(0, 6),
    opensAt: clockTime,
    closesAt: clockTime,
  })
  .refine(hoursHoldSomeTime, HOURS_HOLD_TIME);
export type WeeklyHoursInput = z.input<typeof weeklyHoursInput>;

/**
 * Days that differ from the week, given by date because they move every year (Eid, Ramadan's
 * hours, a holiday): closed, or open with their own hours. `from` and `to` are included.
 */
export const calendarExceptionInput = z
  .object({
    id: id.optional(),
    from: utcDay,
    to: utcDay,
    closed: flag,
    opensAt: optionalClockTime,
    closesAt: optionalClockTime,
    noteEn: optionalText(120),
    noteAr: optionalText(120),
    /**
     * Sixth version: these days' own cap on cakes (a season's double capacity), in place of the
     * branch's; "" or null: the branch's. Left out on an exception with an id: the one stored.
     */
    dailyCapacity: keptOptionalInteger(0, 10_000),
    /** Sixth version: the cut-off on these days (an Eid eve's earlier one); null: the branch's. */
    orderCutoff: optionalClockTime.optional(),
    /** Seventh version: these days' caps per kind of cake; left out on an exception with an id: the ones stored. */
    categoryCapacities: categoryCapacitiesInput.optional(),
  })
  .refine((day) => day.from <= day.to, { path: ['to'], message: 'Must not be before the first day' })
  .refine((day) => day.closed || (day.opensAt !== null && day.closesAt !== null), {
    path: ['opensAt'],
    message: 'Give the hours of these days, or mark them closed',
  })
  .refine(hoursHoldSomeTime, HOURS_HOLD_TIME);
export type CalendarExceptionInput = z.input<typeof calendarExceptionInput>;

/**
 * A branch's opening calendar and how much it takes a day. `week: null` means not set up: every
 * day open, hours as the branch's `openingHours` text says (what a branch of an earlier version
 * had). A weekday absent from a set week is closed.
 */
export const branchCalendarInput = z
  .object({
    branchId: id,
    week: z.array(weeklyHoursInput).max(7).nullable(),
    exceptions: z.array(calendarExceptionInput).max(200),
    /** After this time (site time zone) today's orders are closed: lead time counts from tomorrow. */
    orderCutoff: optionalClockTime,
    /** At most this many cakes for one pick-up day; "" or null: no cap. */
    dailyCapacity: keptOptionalInteger(0, 10_000),
    /**
     * The staff saw the open requests on the days this calendar closes and close them anyway:
     * each visitor is told, with a way to move theirs free of charge. Without it, a calendar that
     * closes a day holding requests is refused (409 `calendar.closes_requests`, listing them).
     */
    closeRequests: z.boolean().optional(),
  })
  .refine(
    (calendar) => new Set(calendar.week?.map((day) => day.weekday)).size === (calendar.week?.length ?? 0),
    {
      path: ['week'],
      message: 'Each weekday at most once',
    },
  );
export type BranchCalendarInput = z.input<typeof branchCalendarInput>;

const weeklyHours = z.object({ weekday: z.number().int(), opensAt: z.string(), closesAt: z.string() });

export const calendarException = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  closed: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  noteEn: z.string().nullable(),
  noteAr: z.string().nullable(),
  /** Sixth version: the days' own cap and cut-off; null or absent: the branch's. */
  dailyCapacity: z.number().int().nullable().optional(),
  orderCutoff: z.string().nullable().optional(),
  /** Seventh version: the days' caps per kind of cake; absent or empty: each category's own. */
  categoryCapacities: z
    .array(z.object({ categoryId: z.number().int(), dailyCapacity: z.number().int() }))
    .optional(),
});
export type CalendarException = z.infer<typeof calendarException>;

export const branchCalendar = z.object({
  branchId: z.number().int(),
  week: z.array(weeklyHours).nullable(),
  exceptions: z.array(calendarException),
  orderCutoff: z.string().nullable(),
  dailyCapacity: z.number().int().nullable(),
});
export type BranchCalendar = z.infer<typeof branchCalendar>;

/** Why a day cannot be chosen for a pick-up, or that it can. */
export const PICKUP_DAY_STATES = ['open', 'closed', 'full', 'too_soon'] as const;
export type PickupDayState = (typeof PICKUP_DAY_STATES)[number];

/** How many of a basket's cakes, by cake: `12:2,14:1` (a bare id counts one). */
const basketCakes = z
  .string()
  .trim()
  .max(400)
  .regex(/^(\d{1,9}(:\d{1,3})?)(,\d{1,9}(:\d{1,3})?){0,39}$/, 'Expected cake ids with counts, e.g. 12:2,14:1')
  .transform((text) =>
    text.split(',').map((entry) => {
      const [cakeId, count] = entry.split(':');
      return { cakeId: Number(cakeId), quantity: count === undefined ? 1 : Number(count) };
    }),
  );

/** The pick-up days of one branch for a basket (no `cakes`: for one cake of no particular kind). */
export const pickupDaysQuery = z.object({
  branchId: id,
  cakes: z
    .union([z.literal(''), basketCakes])
    .optional()
    .transform((value) => value || []),
});
export type PickupDaysQuery = z.input<typeof pickupDaysQuery>;

export const pickupDay = z.object({
  date: z.string(),
  state: z.enum(PICKUP_DAY_STATES),
  /** The branch's hours that day (null when closed, or when its week is not set up). */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** Cakes the branch can still take that day (the tightest cap that applies); null: no cap. */
  left: z.number().int().nullable(),
  /**
   * Fifth version: the branch paused new orders from visitors that day (its ovens are full); the
   * day reads closed, with the pause's note. Absent: not paused.
   */
  paused: z.boolean().optional(),
  /** What the calendar says of the day (Eid), when an exception covers it. */
  noteEn: z.string().nullable(),
  noteAr: z.string().nullable(),
  /**
   * A full day the branch still has room on for other cakes: the kinds of cake (categories) of
   * the basket that have none left. Absent or empty: the branch itself is full.
   */
  fullFor: z.array(z.object({ nameEn: z.string(), nameAr: z.string() })).optional(),
});
export type PickupDay = z.infer<typeof pickupDay>;

/** How many days ahead the date picker shows. */
export const PICKUP_DAYS_AHEAD = 60;

export const pickupDays = z.object({
  branchId: z.number().int(),
  /** Today in the site's time zone (ISO day at UTC midnight). */
  today: z.string(),
  /** The first day that can be chosen, or null when none of the days can. */
  earliest: z.string().nullable(),
  /** PICKUP_DAYS_AHEAD days from today, in order. */
  days: z.array(pickupDay),
});
export type PickupDays = z.infer<typeof pickupDays>;
