import * as z from 'zod';

import { imageInput, imageOut, optionalText, requiredText, textOut } from '../fields';

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Expected a 3-letter ISO 4217 code');

export const homeDataInput = z.object({
  brandNameEn: requiredText(80),
  brandNameAr: requiredText(80),
  heroTitleEn: requiredText(120),
  heroTitleAr: requiredText(120),
  heroSubtitleEn: optionalText(300),
  heroSubtitleAr: optionalText(300),
  introTitleEn: optionalText(120),
  introTitleAr: optionalText(120),
  introBodyEn: optionalText(4000),
  introBodyAr: optionalText(4000),
  currency: z
    .union([z.literal(''), currency])
    .nullish()
    .transform((value) => value || 'USD'),
  ...imageInput,
});
export type HomeDataInput = z.input<typeof homeDataInput>;

export const homeData = z.object({
  brandNameEn: z.string(),
  brandNameAr: z.string(),
  heroTitleEn: z.string(),
  heroTitleAr: z.string(),
  heroSubtitleEn: textOut,
  heroSubtitleAr: textOut,
  introTitleEn: textOut,
  introTitleAr: textOut,
  introBodyEn: textOut,
  introBodyAr: textOut,
  currency: z.string(),
  ...imageOut,
});
export type HomeData = z.infer<typeof homeData>;
