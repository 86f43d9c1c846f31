import * as z from 'zod';

import {
  flag,
  id,
  integer,
  keptOptionalInteger,
  optionalClockTime,
  optionalText,
  requiredText,
} from '../fields';
import { categoryCapacitiesInput, HOURS_HOLD_TIME, hoursHoldSomeTime } from './calendar';

/**
 * Season plans (issue: a Gulf bakery's year): what happens at each branch on days named in the
 * Umm al-Qura Hijri calendar (the last ten nights of Ramadan open late, 1–3 Shawwal closed). Each
 * Hijri year a plan lands on the Gregorian days Umm al-Qura gives, "expected" until the staff
 * confirm it; a moon sighting shifts a year's days by one day, earlier or later.
 */

/** A Hijri day of the year: month 1 (Muharram) .. 12 (Dhu al-Hijjah), day 1..30. */
export const hijriMonthDay = z.object({ month: integer(1, 12), day: integer(1, 30) });
export type HijriMonthDay = z.output<typeof hijriMonthDay>;

const order = (day: HijriMonthDay) => day.month * 100 + day.day;

export const seasonRuleInput = z
  .object({
    branchId: id,
    from: hijriMonthDay,
    to: hijriMonthDay,
    closed: flag,
    opensAt: optionalClockTime,
    closesAt: optionalClockTime,
    noteEn: optionalText(100),
    noteAr: optionalText(100),
    /** Sixth version: these days' cap on cakes (Ramadan's double capacity); "" or null: the branch's. */
    dailyCapacity: keptOptionalInteger(0, 10_000),
    /** Sixth version: the cut-off on these days (an Eid eve's earlier one); null: the branch's. */
    orderCutoff: optionalClockTime,
    /** Seventh version: these days' caps per kind of cake, in place of each category's own. */
    categoryCapacities: categoryCapacitiesInput.default([]),
  })
  .refine((rule) => order(rule.from) <= order(rule.to), {
    path: ['to'],
    message: 'Must not be before the first day',
  })
  .refine((rule) => rule.closed || (rule.opensAt !== null && rule.closesAt !== null), {
    path: ['opensAt'],
    message: 'Give the hours of these days, or mark them closed',
  })
  .refine(hoursHoldSomeTime, HOURS_HOLD_TIME);
export type SeasonRuleInput = z.input<typeof seasonRuleInput>;
export type SeasonRule = z.output<typeof seasonRuleInput>;

export const seasonPlanInput = z
  .object({
    nameEn: requiredText(80),
    nameAr: requiredText(80),
    rules: z.array(seasonRuleInput).min(1).max(20),
  })
  .superRefine((plan, context) => {
    // Two rules of one branch on the same Hijri day would each say what that day is: refused.
    plan.rules.forEach((rule, index) => {
      const overlapped = plan.rules.findIndex(
        (other, before) =>
          before < index &&
          other.branchId === rule.branchId &&
          order(other.from) <= order(rule.to) &&
          order(rule.from) <= order(other.to),
      );
      if (overlapped >= 0)
        context.addIssue({
          code: 'custom',
          path: ['rules', index, 'from'],
          message: `Overlaps rule ${overlapped + 1} at the same branch`,
        });
    });
  });
export type SeasonPlanInput = z.input<typeof seasonPlanInput>;

export const seasonRule = z.object({
  branchId: z.number().int(),
  from: z.object({ month: z.number().int(), day: z.number().int() }),
  to: z.object({ month: z.number().int(), day: z.number().int() }),
  closed: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  noteEn: z.string(),
  noteAr: z.string(),
  /** Sixth version: the days' own cap and cut-off; null or absent: the branch's. */
  dailyCapacity: z.number().int().nullable().optional(),
  orderCutoff: z.string().nullable().optional(),
  /** Seventh version: the days' caps per kind of cake; absent or empty: each category's own. */
  categoryCapacities: z
    .array(z.object({ categoryId: z.number().int(), dailyCapacity: z.number().int() }))
    .optional(),
});

/** A year a plan was applied to: its shift from Umm al-Qura's days, and whether it is confirmed. */
export const seasonYear = z.object({
  hijriYear: z.number().int(),
  /** -1: a day earlier than Umm al-Qura's table, +1 a day later, 0 as the table says. */
  shift: z.number().int(),
  confirmed: z.boolean(),
  /** Each rule's Gregorian days that year (ISO at UTC midnight), in the rules' order. */
  days: z.array(z.object({ branchId: z.number().int(), from: z.string(), to: z.string() })),
  appliedAt: z.string(),
  appliedBy: z.string(),
});

export const seasonPlan = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  rules: z.array(seasonRule),
  years: z.array(seasonYear),
});
export type SeasonPlan = z.infer<typeof seasonPlan>;

/** The Hijri years a plan can be applied to (Umm al-Qura's table covers 1300–1600). */
export const MIN_HIJRI_YEAR = 1400;
export const MAX_HIJRI_YEAR = 1500;

/**
 * Apply a plan to a Hijri year (or move a year already applied): its days become the branches'
 * dated closures and special hours, marked expected until `confirm`. A shift moves them by one
 * day at most. Closing days that hold requests is refused, listing them, until `closeRequests`.
 */
export const applySeasonInput = z.object({
  planId: id,
  hijriYear: integer(MIN_HIJRI_YEAR, MAX_HIJRI_YEAR),
  shift: z.union([z.literal(-1), z.literal(0), z.literal(1)], {
    error: 'A shift moves the days by one day at most: -1, 0 or 1',
  }),
  confirm: z.boolean().optional(),
  closeRequests: z.boolean().optional(),
});
export type ApplySeasonInput = z.input<typeof applySeasonInput>;
