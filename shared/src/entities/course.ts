import * as z from 'zod';

import { isUtcMidnightIso, UTC_MIDNIGHT } from '../dates';
import {
  flag,
  id,
  imageInput,
  imageOut,
  optionalInteger,
  optionalText,
  price,
  requiredText,
  textOut,
} from '../fields';

const startDate = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .refine(isUtcMidnightIso, 'Expected an ISO date at UTC midnight, e.g. 2026-12-01T00:00:00.000Z')
      .meta({ format: 'date-time', pattern: UTC_MIDNIGHT.source }),
  ])
  .nullish()
  .transform((value) => (value ? new Date(value).toISOString() : null));

export const courseInput = z.object({
  titleEn: requiredText(160),
  titleAr: requiredText(160),
  descriptionEn: optionalText(8000),
  descriptionAr: optionalText(8000),
  price,
  categoryId: id,
  startDate,
  durationHours: optionalInteger(1, 1000),
  seats: optionalInteger(1, 10_000),
  featured: flag,
  ...imageInput,
});
export type CourseInput = z.input<typeof courseInput>;

export const editCourseInput = courseInput.extend({ id });
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
  featured: z.boolean(),
  ...imageOut,
});
export type Course = z.infer<typeof course>;
