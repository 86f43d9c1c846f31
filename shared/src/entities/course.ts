import * as z from 'zod';

import { toAsciiDigits } from '../digits';
import {
  flag,
  id,
  imageInput,
  imageOut,
  optionalInteger,
  optionalText,
  optionalUtcDay,
  price,
  requiredText,
  textOut,
} from '../fields';
import { expectedVersion, versionOut } from './content';

/** `HH:mm` on the 24-hour clock, site-local (HomeData.timeZone). */
const startTime = z
  .union([
    z.literal(''),
    z
      .string()
      .transform(toAsciiDigits)
      .pipe(
        z
          .string()
          .trim()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm, e.g. 18:30'),
      ),
  ])
  .nullish()
  .transform((value) => value || null);

export const courseInput = z.object({
  titleEn: requiredText(160),
  titleAr: requiredText(160),
  descriptionEn: optionalText(8000),
  descriptionAr: optionalText(8000),
  price,
  categoryId: id,
  startDate: optionalUtcDay,
  startTime,
  durationHours: optionalInteger(1, 1000),
  seats: optionalInteger(1, 10_000),
  featured: flag,
  /** What a participant brings (an apron, a container to take bread home), told in the reminder. */
  bringEn: optionalText(1000),
  bringAr: optionalText(1000),
  /** The branch the class is held at; none: the first branch in the list. */
  branchId: z
    .union([z.literal(''), id])
    .nullish()
    .transform((value) => value || null),
  ...imageInput,
});
export type CourseInput = z.input<typeof courseInput>;

export const editCourseInput = courseInput.extend({ id, expectedVersion });
export type EditCourseInput = z.input<typeof editCourseInput>;

export const course = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: textOut,
  descriptionAr: textOut,
  price: z.number(),
  categoryId: z.number().int(),
  startDate: z.string().nullable(),
  durationHours: z.number().int().nullable(),
  seats: z.number().int().nullable(),
  // Second version of the contract: a backend of the first may leave these out (a tolerant reader).
  startTime: z.string().nullish(),
  /** Seats minus those of bookings not cancelled; null when the course has no seat count. */
  seatsLeft: z.number().int().nullish(),
  /** The start day is before today in the site's time zone. */
  isPast: z.boolean().optional(),
  // Third version: what to bring and where (a tolerant reader: absent on earlier backends).
  bringEn: textOut.optional(),
  bringAr: textOut.optional(),
  branchId: z.number().int().nullish(),
  featured: z.boolean(),
  ...imageOut,
  ...versionOut,
});
export type Course = z.infer<typeof course>;
