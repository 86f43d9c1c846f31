import * as z from 'zod';

import { imageInput, imageOut, optionalText, requiredText, textOut } from '../fields';
import { expectedVersion, versionOut } from './content';

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
  ...imageInput,
  expectedVersion,
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
  // The shop's settings, which have a record of their own (entities/settings.ts, GetShopSettings)
  // and are no longer saved through UpdateHomeData: answered here, read from that record, for
  // clients and backends of the earlier versions. A backend of the first version may leave all but
  // the currency out (a tolerant reader); readers fall back to the settings' defaults.
  currency: z.string(),
  /** What "today" means for past courses and pick-up days. */
  timeZone: z.string().optional(),
  orderLeadDays: z.number().int().optional(),
  vatRate: z.number().optional(),
  orderNoteEn: textOut.optional(),
  orderNoteAr: textOut.optional(),
  whatsappNumber: textOut.optional(),
  // Third version: absent, the default.
  waitlistHoldHours: z.number().int().optional(),
  // Third version: the visitor's changes on /track (absent: the defaults).
  pickupChangeHours: z.number().int().optional(),
  classChangeHours: z.number().int().optional(),
  ...imageOut,
  ...versionOut,
});
export type HomeData = z.infer<typeof homeData>;
