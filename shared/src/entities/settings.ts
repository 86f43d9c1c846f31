import * as z from 'zod';

import { isTimeZone } from '../dates';
import { toAsciiDigits } from '../digits';
import { integer, optionalText, price } from '../fields';
import { CALENDAR_DISPLAYS, DEFAULT_CALENDAR_DISPLAY } from '../hijri';
import { DEFAULT_CURRENCY } from '../money';
import { DEFAULT_CHANGE_HOURS, MAX_CHANGE_HOURS } from '../request-changes';
import { DEFAULT_ORDER_LEAD_DAYS, DEFAULT_TIME_ZONE, MAX_ORDER_LEAD_DAYS } from '../site-days';
import { vatNumberProblem } from '../invoices/seller';
import type { TaxRegimeValue } from '../invoices/seller';
import { TAX_REGIME_VALUES } from '../invoices/seller';
import { expectedVersion } from './content';

/**
 * The shop's settings (API.md, fourth version): one record the owner edits, read by every part
 * of the site that needs a fact of the shop (what it prices in, what "today" is, how soon a cake
 * can be ready). One schema reads what an owner sends, what the database holds and what an
 * earlier backend's Home data says, so each field has its default here: a record saved before a
 * field existed reads that field's default, and a group added later (payment rules, a refund
 * policy, the calendar shown) is one more field with a default, which every old record then has.
 */

/** How long freed seats are held for the one in line they are offered to, unless the settings say. */
export const DEFAULT_WAITLIST_HOLD_HOURS = 24;
export const MAX_WAITLIST_HOLD_HOURS = 168;

/**
 * The tax rules the shop's documents follow: `none` (plain receipts; prices may still include VAT
 * at `vatRate`), Saudi Arabia's (ZATCA) or the UAE's (FTA), each with its check of the seller's
 * VAT number (invoices/seller.ts).
 */
export const TAX_REGIMES = TAX_REGIME_VALUES;
export type TaxRegime = TaxRegimeValue;

const VAT_NUMBER_MESSAGES = {
  sa: 'Expected a Saudi VAT number: 15 digits beginning and ending with 3, e.g. 310122393500003',
  ae: 'Expected a UAE TRN: 15 digits, e.g. 100123456700003',
} as const;

/** A field left out, null or "" takes its default; anything else must be valid. */
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value): z.output<T> =>
      value === '' || value === null || value === undefined ? fallback : value,
    );

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Expected a 3-letter ISO 4217 code');

const timeZone = z.string().trim().max(64).refine(isTimeZone, 'Expected an IANA time zone, e.g. Asia/Dubai');

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

/**
 * A registration number as a tax authority or a registry prints it (a TRN, a VAT number, a
 * commercial registration): letters and digits in any script, spaces and dashes dropped.
 */
const registrationNumber = z
  .union([
    z.literal(''),
    z
      .string()
      .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[0-9A-Z]{0,30}$/, 'Expected letters and digits only, e.g. 100123456700003')),
  ])
  .nullish()
  .transform((value) => value ?? '');

/** Who sells, as a tax invoice names them: empty until the owner fills it in. */
export const seller = z.object({
  legalNameEn: optionalText(160),
  legalNameAr: optionalText(160),
  /** The VAT registration number (Saudi Arabia) or TRN (the UAE). */
  vatNumber: registrationNumber,
  commercialRegistration: registrationNumber,
  addressEn: optionalText(300),
  addressAr: optionalText(300),
});

/**
 * Paying online at checkout: `off` (paid at pick-up or by a link the staff send), `optional` (the
 * visitor chooses), `required` (the order waits for its payment, holding its places meanwhile).
 */
export const PAY_AT_CHECKOUT = ['off', 'optional', 'required'] as const;
export type PayAtCheckout = (typeof PAY_AT_CHECKOUT)[number];

/** The furthest ahead (in days) a payment rule may count from the day. */
export const MAX_PAYMENT_RULE_DAYS = 60;

/**
 * The owner's payment rules: the deposit a custom cake's quote asks when it names none, when
 * the balance falls due, and what a visitor's own cancellation gives back of what was paid (all
 * of it until `fullRefundDays` before the day, `lateRefundPercent` after that, nothing on the day).
 */
/** What a late cancellation keeps: a share of what was paid, or the deposit (see `lateRefund`). */
export const LATE_REFUNDS = ['percent', 'deposit'] as const;

export const paymentRules = z.object({
  /** Whether a visitor's order is paid online as it is placed (when the shop takes payments online). */
  payAtCheckout: withDefault(z.enum(PAY_AT_CHECKOUT), 'off'),
  /** Whether a visitor's course booking pays its fee online as it is made (likewise). */
  payForCourses: withDefault(z.enum(PAY_AT_CHECKOUT), 'off'),
  depositPercent: withDefault(integer(0, 100), 30),
  /** A deposit of this amount instead of the percent (never more than the price); 0: the percent. */
  depositAmount: withDefault(price, 0),
  /**
   * A visitor's order of this total or more pays the deposit as it is placed, and the balance by
   * `balanceDueDays` before the day (while the shop takes payments online); 0: no such order.
   */
  depositFrom: withDefault(price, 0),
  balanceDueDays: withDefault(integer(0, MAX_PAYMENT_RULE_DAYS), 3),
  fullRefundDays: withDefault(integer(1, MAX_PAYMENT_RULE_DAYS), 2),
  lateRefundPercent: withDefault(integer(0, 100), 70),
  /**
   * What a cancellation after `fullRefundDays` gives back: `percent`, the `lateRefundPercent` of
   * what was paid; `deposit`, all of it but the deposit (the request's, or the rules' of its total).
   */
  lateRefund: withDefault(z.enum(LATE_REFUNDS), 'percent'),
});
export type PaymentRules = z.output<typeof paymentRules>;

const shopSettingsFields = z.object({
  /** ISO 4217: what every price and total is in. */
  currency: withDefault(currency, DEFAULT_CURRENCY),
  /**
   * The VAT in the prices, in percent (0: none; 15 in Saudi Arabia, 5 in the UAE). Prices are
   * shown VAT-inclusive; each order line stores its net, VAT and gross amounts under it.
   */
  vatRate: withDefault(price.pipe(z.number().max(100)), 0),
  taxRegime: withDefault(z.enum(TAX_REGIMES), 'none'),
  seller: seller.prefault({}),
  /** What "today" means for past courses and pick-up days, and the clock every time is read on. */
  timeZone: withDefault(timeZone, DEFAULT_TIME_ZONE),
  /** Days between ordering and the earliest pick-up. */
  orderLeadDays: withDefault(integer(0, MAX_ORDER_LEAD_DAYS), DEFAULT_ORDER_LEAD_DAYS),
  /** Shown beside the order form. */
  orderNoteEn: optionalText(300),
  orderNoteAr: optionalText(300),
  /** The shop's WhatsApp, E.164, or "" for none. */
  whatsappNumber,
  /** Hours a waiting list's offer holds its seats before they pass to the next in line. */
  waitlistHoldHours: withDefault(integer(1, MAX_WAITLIST_HOLD_HOURS), DEFAULT_WAITLIST_HOLD_HOURS),
  /** Hours before a pick-up day starts after which a visitor can no longer change their order. */
  pickupChangeHours: withDefault(integer(0, MAX_CHANGE_HOURS), DEFAULT_CHANGE_HOURS.cake),
  /** Hours before a class starts after which a visitor can no longer change their booking. */
  classChangeHours: withDefault(integer(0, MAX_CHANGE_HOURS), DEFAULT_CHANGE_HOURS.course),
  /** The dates the site shows: Gregorian only, or with the Umm al-Qura Hijri date beside them. */
  calendarDisplay: withDefault(z.enum(CALENDAR_DISPLAYS), DEFAULT_CALENDAR_DISPLAY),
  paymentRules: paymentRules.prefault({}),
});

/** The currency each regime's documents must state their amounts and VAT in. */
const REGIME_CURRENCY = { sa: 'SAR', ae: 'AED' } as const;

/**
 * A VAT number that does not fit the regime is refused (one not filled in yet is missing, not
 * wrong), and so is a currency the regime's tax documents cannot be in (the FTA asks for AED,
 * ZATCA for SAR).
 */
const vatNumberFitsRegime = (
  settings: { taxRegime: TaxRegime; currency: string; seller: { vatNumber: string } },
  ctx: z.RefinementCtx,
) => {
  const problem = vatNumberProblem(settings.taxRegime, settings.seller.vatNumber);
  if (problem)
    ctx.addIssue({ code: 'custom', path: ['seller', 'vatNumber'], message: VAT_NUMBER_MESSAGES[problem] });
  if (settings.taxRegime !== 'none' && settings.currency !== REGIME_CURRENCY[settings.taxRegime])
    ctx.addIssue({
      code: 'custom',
      path: ['taxRegime'],
      message: `Expected the shop's currency to be ${REGIME_CURRENCY[settings.taxRegime]} for these tax documents`,
    });
};

export const shopSettings = shopSettingsFields.superRefine(vatNumberFitsRegime);
export type ShopSettings = z.output<typeof shopSettings>;
export type ShopSettingsInput = z.input<typeof shopSettings>;

/** The settings of a site that has saved none. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = shopSettings.parse({});

/**
 * A stored record (or an earlier backend's Home data) as today's settings: a field that does
 * not pass today's checks reads its default instead of failing the whole record, so a site never
 * stops rendering over one odd value.
 */
export function readShopSettings(stored: unknown): ShopSettings {
  const record: Record<string, unknown> =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...stored } : {};
  for (;;) {
    const parsed = shopSettings.safeParse(record);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    for (const key of bad) delete record[key];
    if (bad.size === 0 || [...bad].every((key) => key === '')) return DEFAULT_SHOP_SETTINGS;
  }
}

/**
 * The owner's save: every field (those left out take their defaults), and the version read. The
 * record may be sent back as it was read (its version and stamps are ignored); any other field is
 * refused, so a misspelt one never resets a setting to its default unseen.
 */
export const updateShopSettingsInput = shopSettingsFields
  .extend({
    expectedVersion,
    version: z.unknown().optional(),
    checkoutPayment: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
    updatedBy: z.unknown().optional(),
  })
  .strict()
  .superRefine(vatNumberFitsRegime);
export type UpdateShopSettingsInput = z.input<typeof updateShopSettingsInput>;

/** The record as the API answers it, with its version for the next save's compare-and-swap. */
export const shopSettingsOut = z.object({
  currency: z.string(),
  vatRate: z.number(),
  taxRegime: z.enum(TAX_REGIMES),
  seller: z.object({
    legalNameEn: z.string(),
    legalNameAr: z.string(),
    vatNumber: z.string(),
    commercialRegistration: z.string(),
    addressEn: z.string(),
    addressAr: z.string(),
  }),
  timeZone: z.string(),
  orderLeadDays: z.number().int(),
  orderNoteEn: z.string(),
  orderNoteAr: z.string(),
  whatsappNumber: z.string(),
  waitlistHoldHours: z.number().int(),
  pickupChangeHours: z.number().int(),
  classChangeHours: z.number().int(),
  /** `gregorian` or `gregorian-hijri`; absent (an earlier backend): Gregorian only. */
  calendarDisplay: z.enum(CALENDAR_DISPLAYS).optional(),
  /** Absent (an earlier backend): the deposit and balance it asks are its own. */
  paymentRules: z
    .object({
      /** Absent (an earlier backend): off. */
      payAtCheckout: z.enum(PAY_AT_CHECKOUT).optional(),
      /** Absent (an earlier backend): off. */
      payForCourses: z.enum(PAY_AT_CHECKOUT).optional(),
      depositPercent: z.number().int(),
      /** Absent (an earlier backend): the deposit is the percent. */
      depositAmount: z.number().optional(),
      /** Absent (an earlier backend): no large order asks a deposit. */
      depositFrom: z.number().optional(),
      balanceDueDays: z.number().int(),
      fullRefundDays: z.number().int(),
      lateRefundPercent: z.number().int(),
      /** Absent (an earlier backend): the percent. */
      lateRefund: z.enum(LATE_REFUNDS).optional(),
    })
    .optional(),
  /**
   * What checkout asks of a visitor now: the owner's `payAtCheckout` while the shop takes payments
   * online (`online`, PAYMENTS), else `off` (read-only, sent back ignored); `courses`, the same of
   * a booking's fee (`payForCourses`; absent from an earlier backend: off). `testMode`: the
   * payments are the demo's. Absent (an earlier backend): nothing is paid at checkout.
   */
  checkoutPayment: z
    .object({
      pay: z.enum(PAY_AT_CHECKOUT),
      courses: z.enum(PAY_AT_CHECKOUT).optional(),
      online: z.boolean(),
      testMode: z.boolean(),
    })
    .optional(),
  /** Goes up by one with every save; 0 before the first. */
  version: z.number().int(),
  /** When and by whom the settings were last saved (null before the first save). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ShopSettingsOut = z.infer<typeof shopSettingsOut>;

/**
 * The settings the Home data carried before they had a record of their own: GetHomeData still
 * answers them (read from the record) for earlier clients, and a client of a backend without
 * the settings rows reads them from there.
 */
export const HOME_SETTINGS_FIELDS = [
  'currency',
  'vatRate',
  'timeZone',
  'orderLeadDays',
  'orderNoteEn',
  'orderNoteAr',
  'whatsappNumber',
  'waitlistHoldHours',
  'pickupChangeHours',
  'classChangeHours',
  'calendarDisplay',
] as const satisfies readonly (keyof ShopSettings)[];
export type HomeSettingsField = (typeof HOME_SETTINGS_FIELDS)[number];

export function homeSettingsOf(settings: ShopSettings): Pick<ShopSettings, HomeSettingsField> {
  return Object.fromEntries(HOME_SETTINGS_FIELDS.map((field) => [field, settings[field]])) as Pick<
    ShopSettings,
    HomeSettingsField
  >;
}
