import * as z from 'zod';

import { isUtcMidnightIso, UTC_MIDNIGHT } from './dates';
import { phoneDigits, toAsciiDecimal, toAsciiDigits } from './digits';
import { decimalsOf } from './money';

/** The most decimals a price of any currency has (the dinars' three). */
const MAX_DECIMALS = 3;

/**
 * Field builders shared by every entity. Input builders accept both JSON values and the text a
 * multipart form carries ("12.5", "true"), so one schema validates the API, the BFF-facing
 * contract and the client's forms alike.
 */

/**
 * Text as typed, trimmed and in Unicode NFC: the same name typed on two phones (a letter and
 * its accent or madda as one character or as two) is stored, searched and matched alike.
 */
const typedText = () => z.string().trim().normalize('NFC');

/** Required text, trimmed, with inclusive bounds. */
export const requiredText = (max: number, min = 1) => typedText().min(min).max(max);

/** Optional text: absent, null or "" all mean empty and come out as "". */
export const optionalText = (max: number) =>
  typedText()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

/** Optional text as returned by a backend: "" or null. */
export const textOut = z.string().nullable();

const DIGITS = /^\s*\d+\s*$/;
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/** Text as typed, with Arabic-Indic and Persian digits read as ASCII ones. */
const asciiText = () => z.string().transform(toAsciiDigits);

/** A whole number given as a number or as its decimal text (in any script's digits). */
export const integer = (min: number, max: number = Number.MAX_SAFE_INTEGER) =>
  z
    .union([
      z.number(),
      asciiText().pipe(z.string().regex(DIGITS, 'Expected a whole number')).transform(Number),
    ])
    .pipe(z.number().int('Expected a whole number').min(min).max(max));

/** An optional whole number: absent, null or "" mean none and come out as null. */
export const optionalInteger = (min: number, max: number) =>
  z
    .union([z.literal(''), z.null(), integer(min, max)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/**
 * The largest id any table holds: PostgreSQL's 32-bit `integer`, which some of the columns that
 * name another table's row are. A larger one names nothing, and is refused before a query would
 * fail on it.
 */
export const MAX_ID = 2_147_483_647;

/** Positive id, as number or text. */
export const id = integer(1, MAX_ID);

/**
 * Price: 0..1,000,000 with at most three decimals (the dinars have three); "١٢٫٥" reads as 12.5.
 * The server refuses more decimals than the shop's currency has (`money.decimals`).
 */
export const price = z
  .union([
    z.number(),
    z
      .string()
      .transform(toAsciiDecimal)
      .pipe(z.string().regex(DECIMAL, 'Expected a number'))
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .min(0)
      .max(1_000_000)
      .refine((value) => decimalsOf(value) <= MAX_DECIMALS, 'At most three decimals')
      // The refinement above, as JSON Schema says it (the OpenAPI document).
      .meta({ multipleOf: 0.001 }),
  );

/** Boolean as JSON or as the text "true" / "false" of a form; absent means false. */
export const flag = z
  .union([
    z.boolean(),
    z.enum(['true', 'false', 'on', '1', '0', '']).transform((v) => v === 'true' || v === 'on' || v === '1'),
  ])
  .optional()
  .transform((value) => value ?? false);

/** An https URL, optional. */
export const optionalHttpsUrl = (max = 300) =>
  z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(max)
        .pipe(
          z
            .url({ protocol: /^https$/, message: 'Expected an https:// address' })
            .meta({ pattern: '^https://' }),
        ),
    ])
    .nullish()
    .transform((value) => value ?? '');

/** An e-mail address, optional. */
export const optionalEmail = z
  .union([z.literal(''), z.string().trim().max(254).pipe(z.email())])
  .nullish()
  .transform((value) => value ?? '');

export const email = z.string().trim().max(254).pipe(z.email());

/** The image fields every entity with a picture returns. */
export const imageOut = {
  imageUrl: z.string().nullable(),
  imageSrcset: z.string().nullable().optional(),
};

/** The multipart flag that clears the stored image. */
export const imageInput = { removeImage: flag };

const PHONE = /^[0-9 +\-()]+$/;

const phoneText = (min: number) =>
  asciiText().pipe(z.string().trim().min(min).max(30).regex(PHONE, 'Digits, spaces and + - ( ) only'));

/** A visitor's phone: 6..30 characters of digits (any script, stored as ASCII), spaces and + - ( ). */
export const phone = phoneText(6).refine((value) => phoneDigits(value).length >= 6, 'At least 6 digits');

/** An optional phone (a branch's): absent, null or "" mean none and come out as "". */
export const optionalPhone = z
  .union([z.literal(''), phoneText(1)])
  .nullish()
  .transform((value) => value ?? '');

/**
 * Made once per form by the client: a repeat of a visitor's request (a double click, a retried
 * post) with the same key gets the first answer again.
 */
export const idempotencyKey = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Expected 8..100 letters, digits, - or _'),
  ])
  .nullish()
  .transform((value) => value || null);

/** A day as the contract writes it: ISO at UTC midnight (`2026-12-01T00:00:00.000Z`). */
export const utcDay = z
  .string()
  .trim()
  .refine(isUtcMidnightIso, 'Expected an ISO date at UTC midnight, e.g. 2026-12-01T00:00:00.000Z')
  .meta({ format: 'date-time', pattern: UTC_MIDNIGHT.source })
  .transform((value) => new Date(value).toISOString());

/** An optional day: absent, null or "" mean none and come out as null. */
export const optionalUtcDay = z
  .union([z.literal(''), utcDay])
  .nullish()
  .transform((value) => value || null);

interface SchemaInternals {
  _zod: {
    def: {
      type: string;
      in?: z.ZodType;
      out?: z.ZodType;
      innerType?: z.ZodType;
      options?: readonly z.ZodType[];
    };
  };
  maxLength?: number | null;
  minLength?: number | null;
}

/** A text field's bound, read through its optional, nullable, union and transform wrappers. */
function lengthBound(node: z.ZodType | undefined, bound: 'maxLength' | 'minLength'): number | undefined {
  if (!node) return undefined;
  const internals = node as unknown as SchemaInternals;
  const { def } = internals._zod;
  if (def.type === 'string') return internals[bound] ?? undefined;
  if (def.type === 'pipe') return lengthBound(def.in, bound) ?? lengthBound(def.out, bound);
  if (def.innerType) return lengthBound(def.innerType, bound);
  const lengths = (def.options ?? [])
    .map((option) => lengthBound(option, bound))
    .filter((length) => length !== undefined);
  if (lengths.length === 0) return undefined;
  return bound === 'maxLength' ? Math.max(...lengths) : Math.min(...lengths);
}

/**
 * The longest text a field of an input schema accepts, read from the schema itself (through its
 * optional, nullable, union and transform wrappers), so a form's limit is never typed twice.
 * Undefined for a field that is not bounded text.
 */
export function maxLengthOf<S extends z.ZodObject>(
  schema: S,
  field: keyof S['shape'] & string,
): number | undefined {
  return lengthBound(schema.shape[field] as z.ZodType | undefined, 'maxLength');
}

/** The shortest text a field accepts (a description of at least 10 characters), as `maxLengthOf` reads it. */
export function minLengthOf<S extends z.ZodObject>(
  schema: S,
  field: keyof S['shape'] & string,
): number | undefined {
  return lengthBound(schema.shape[field] as z.ZodType | undefined, 'minLength');
}

/**
 * A list that a JSON body sends as an array and a multipart form as JSON text (`[1,2]`). Text
 * that is not JSON is left as it is, so the list's own check names the field.
 */
export const jsonList = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(item).min(min).max(max));

/**
 * An optional whole number of an edit that keeps what it does not mention: absent stays
 * undefined (keep the stored value), "" or null become null (clear it).
 */
export const keptOptionalInteger = (min: number, max: number) =>
  z
    .union([z.literal(''), z.null(), integer(min, max)])
    .optional()
    .transform((value) => (value === '' ? null : value));

/** A time of day as `HH:mm`, 24-hour, in the site's time zone (any script's digits). */
export const clockTime = z
  .string()
  .transform(toAsciiDigits)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm, e.g. 09:30'),
  );

/** An optional time of day: absent, null or "" mean none and come out as null. */
export const optionalClockTime = z
  .union([z.literal(''), clockTime])
  .nullish()
  .transform((value) => value || null);
