import * as z from 'zod';

import { isTimeZone } from '../dates';
import { toAsciiDigits } from '../digits';
import { imageInput, imageOut, optionalInteger, optionalText, price, requiredText, textOut } from '../fields';
import { expectedVersion, versionOut } from './content';
import { DEFAULT_CURRENCY } from '../money';
import { DEFAULT_CHANGE_HOURS, MAX_CHANGE_HOURS } from '../request-changes';
import { DEFAULT_ORDER_LEAD_DAYS, DEFAULT_TIME_ZONE, MAX_ORDER_LEAD_DAYS } from '../site-days';

/** How long freed seats are held for the one in line they are offered to, unless the settings say. */
export const DEFAULT_WAITLIST_HOLD_HOURS = 24;

const timeZone = z
  .union([
    z.literal(''),
    z.string().trim().max(64).refine(isTimeZone, 'Expected an IANA time zone, e.g. Asia/Dubai'),
  ])
  .nullish()
  .transform((value) => value || DEFAULT_TIME_ZONE);

/** E.164 (`+971501234567`); spaces and dashes as people write them are dropped, any script's digits read. */
const whatsappNumber = z
  .union([
    z.literal(''),
    z
      .string()
      .transform((value) => toAsciiDigits(value).replace(/[\s\-().]/g, ''))
      .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'Expected an international number, e.g. +971501234567')),
  ])
  .nullish()
  .transform((value) => value ?? '');

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Expected a 3-letter ISO 4217 code');

const vatRate = z
  .union([z.literal(''), z.null(), price.pipe(z.number().max(100))])
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? 0 : value));

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
    .transform((value) => value || DEFAULT_CURRENCY),
  timeZone,
  orderLeadDays: optionalInteger(0, MAX_ORDER_LEAD_DAYS).transform(
    (value) => value ?? DEFAULT_ORDER_LEAD_DAYS,
  ),
  /**
   * The VAT in the prices, in percent (0: none; 15 in Saudi Arabia, 5 in the UAE). Prices are
   * shown VAT-inclusive; each order line stores its net, VAT and gross amounts under it.
   */
  vatRate: vatRate,
  orderNoteEn: optionalText(300),
  orderNoteAr: optionalText(300),
  whatsappNumber,
  /** Hours a waitlist offer holds its seats before they pass to the next in line. */
  waitlistHoldHours: optionalInteger(1, 168).transform((value) => value ?? DEFAULT_WAITLIST_HOLD_HOURS),
  /** Hours before a pick-up day starts after which a visitor can no longer change their order. */
  pickupChangeHours: optionalInteger(0, MAX_CHANGE_HOURS).transform(
    (value) => value ?? DEFAULT_CHANGE_HOURS.cake,
  ),
  /** Hours before a class starts after which a visitor can no longer change their booking. */
  classChangeHours: optionalInteger(0, MAX_CHANGE_HOURS).transform(
    (value) => value ?? DEFAULT_CHANGE_HOURS.course,
  ),
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
  currency: z.string(),
  // Second version of the contract: a backend of the first may leave these out (a tolerant
  // reader); readers fall back to the defaults above.
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
