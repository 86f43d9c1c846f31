import * as z from 'zod';

import { id, price, requiredText } from '../fields';
import { toAsciiDecimal } from '../digits';

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/** A decimal number as JSON or as typed text (any script's digits, `٫` as the point). */
const decimal = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .transform(toAsciiDecimal)
        .pipe(z.string().regex(DECIMAL, 'Expected a number'))
        .transform(Number),
    ])
    .pipe(z.number().min(min).max(max));

const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** A district a branch delivers to, named in both languages (a visitor searches by either). */
export const deliveryDistrictInput = z.object({
  id: id.optional(),
  nameEn: requiredText(80),
  nameAr: requiredText(80),
});
export type DeliveryDistrictInput = z.input<typeof deliveryDistrictInput>;

/**
 * A group of districts with one price: the fee, the least order delivered, and the subtotal from
 * which delivery is free. Amounts in the currency's units, as prices are. A zone may instead (or
 * as well) reach every pin within `radiusKm` of the branch: the smallest such ring decides.
 */
export const deliveryZoneInput = z
  .object({
    id: id.optional(),
    nameEn: requiredText(80),
    nameAr: requiredText(80),
    fee: price,
    minimumOrder: price.optional().transform((value) => value ?? 0),
    /** "" or null: never free. */
    freeFrom: optional(price),
    /** "" or null: districts only. */
    radiusKm: optional(decimal(0.1, 200)),
    districts: z.array(deliveryDistrictInput).max(300),
  })
  .refine((zone) => zone.districts.length > 0 || zone.radiusKm !== null, {
    path: ['districts'],
    message: 'Give the zone its districts, or a radius',
  });
export type DeliveryZoneInput = z.input<typeof deliveryZoneInput>;

/** Where a branch's radius zones are measured from. */
export const deliveryOrigin = z.object({
  latitude: decimal(-90, 90),
  longitude: decimal(-180, 180),
});

/**
 * One branch's delivery zones, replaced as a whole (kept by id, as a branch's exceptions are). A
 * district already delivered by another branch stays that branch's: 409 `delivery.district_taken`.
 */
export const updateDeliveryZonesInput = z
  .object({
    branchId: id,
    origin: deliveryOrigin.nullish().transform((value) => value ?? null),
    zones: z.array(deliveryZoneInput).max(50),
  })
  .refine((input) => input.origin !== null || input.zones.every((zone) => zone.radiusKm === null), {
    path: ['origin'],
    message: "A zone with a radius needs the branch's location",
  });
export type UpdateDeliveryZonesInput = z.input<typeof updateDeliveryZonesInput>;

export const branchQuery = z.object({ branchId: id });

const district = z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() });

const terms = {
  fee: z.number(),
  minimumOrder: z.number(),
  freeFrom: z.number().nullable(),
};

export const deliveryZone = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  ...terms,
  radiusKm: z.number().nullable(),
  districts: z.array(district),
});
export type DeliveryZone = z.infer<typeof deliveryZone>;

/** A branch's zones as the staff edit them; amounts in `currency`'s units. */
export const deliveryZones = z.object({
  branchId: z.number().int(),
  currency: z.string(),
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  zones: z.array(deliveryZone),
});
export type DeliveryZones = z.infer<typeof deliveryZones>;

/** The districts a visitor may choose, optionally those whose name in either language holds `q`. */
export const deliveryDistrictsQuery = z.object({
  branchId: id,
  q: z.string().trim().max(80).optional(),
});

export const deliveryDistrict = district.extend({ zoneId: z.number().int(), ...terms });
export type DeliveryDistrict = z.infer<typeof deliveryDistrict>;

export const deliveryDistricts = z.object({
  branchId: z.number().int(),
  currency: z.string(),
  districts: z.array(deliveryDistrict),
  /** Some zone reaches a map pin by its distance from the branch. */
  byRadius: z.boolean(),
});
export type DeliveryDistricts = z.infer<typeof deliveryDistricts>;

/** What delivery to a district or a pin costs a subtotal: one of them, the subtotal optional. */
export const deliveryQuoteQuery = z
  .object({
    branchId: id,
    districtId: id.optional(),
    pin: z.string().trim().max(500).optional(),
    subtotal: price.optional(),
  })
  .refine((query) => (query.districtId === undefined) !== (query.pin === undefined), {
    path: ['districtId'],
    message: 'Give a district or a map pin, one of them',
  });

export const deliveryQuote = z.object({
  zoneId: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  currency: z.string(),
  ...terms,
  /** From the branch to the pin, in km (one decimal); null for a district. */
  distanceKm: z.number().nullable(),
  /** For the subtotal asked about: the fee to pay, or how much more the basket needs. */
  decision: z
    .object({ accepted: z.boolean(), fee: z.number(), free: z.boolean(), shortBy: z.number() })
    .nullable(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuote>;
