import * as z from 'zod';

import { hijriMonthDay } from './seasons';
import { id, integer, keptOptionalInteger, utcDay } from '../fields';
import { MAX_HIJRI_YEAR, MIN_HIJRI_YEAR } from './seasons';

/**
 * A seasonal cake (issue: a Gulf bakery's year): offered only for pick-up days in a window, given
 * as Gregorian days or as Hijri days of a year (the Eid boxes for 1–3 Shawwal 1448), and orderable
 * only from a given moment (a pre-order that opens at 20:00 on 20 Ramadan).
 */
export const setCakeSeasonInput = z
  .object({
    cakeId: id,
    from: utcDay.optional(),
    to: utcDay.optional(),
    /** Instead of from/to: Hijri days of one year, landed on Umm al-Qura's days. */
    hijri: z
      .object({
        year: integer(MIN_HIJRI_YEAR, MAX_HIJRI_YEAR),
        from: hijriMonthDay,
        to: hijriMonthDay,
        /**
         * Seventh version: the season plan these days are of; the cake lands where that plan's year
         * lands and moves with its moon-sighting shifts. Absent: any plan naming these days.
         */
        planId: id.optional(),
      })
      .optional(),
    /** The moment orders open (ISO with its offset or Z); absent: at once. */
    orderableFrom: z.iso.datetime({ offset: true }).optional(),
    /** Sixth version: at most this many of the cake a day at each branch; "", null or absent: no cap of its own. */
    dailyCapacity: keptOptionalInteger(0, 10_000),
  })
  .superRefine((input, context) => {
    const hasDays = input.from !== undefined || input.to !== undefined;
    if (!hasDays && !input.hijri)
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'Give the first and last days, or Hijri days',
      });
    if (hasDays && (input.from === undefined || input.to === undefined))
      context.addIssue({
        code: 'custom',
        path: [input.from === undefined ? 'from' : 'to'],
        message: 'Give both the first and the last day',
      });
    if (input.from !== undefined && input.to !== undefined && input.to < input.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before the first day' });
    if (
      input.hijri &&
      input.hijri.to.month * 100 + input.hijri.to.day < input.hijri.from.month * 100 + input.hijri.from.day
    )
      context.addIssue({
        code: 'custom',
        path: ['hijri', 'to'],
        message: 'Must not be before the first day',
      });
  });
export type SetCakeSeasonInput = z.input<typeof setCakeSeasonInput>;

export const removeCakeSeasonInput = z.object({ cakeId: id });

export const cakeSeason = z.object({
  cakeId: z.number().int(),
  /** ISO at UTC midnight, both included. */
  from: z.string(),
  to: z.string(),
  orderableFrom: z.string().nullable(),
  /** Sixth version: the cake's own cakes a day at each branch; null or absent: none. */
  dailyCapacity: z.number().int().nullable().optional(),
});
export type CakeSeason = z.infer<typeof cakeSeason>;
