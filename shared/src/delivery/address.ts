import * as z from 'zod';

import { flag, id, optionalText, phone, price, requiredText } from '../fields';
import type { GulfCountry } from '../shop-country';
import { pinCoordinates, pinLink } from './map-pin';
import { shortAddressOf } from './short-address';

/** An optional Saudi short address (`RRRD2929`), stored upper case without spaces; "" means none. */
export const optionalShortAddress = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || shortAddressOf(value) !== null, {
    message: 'Expected four letters and four digits, e.g. RRRD2929',
  })
  .transform((value) => (value === '' ? '' : shortAddressOf(value)!));

/**
 * A map pin as a link a driver opens in their maps app (https only, never a script on our pages).
 * Its coordinates, when the link carries them, decide a radius zone (`pinCoordinates`).
 */
export const optionalMapPin = z
  .preprocess(
    (value) => (typeof value === 'string' ? pinLink(value.trim()) : value),
    z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(500)
          .pipe(z.url({ protocol: /^https$/, message: 'Expected a map link starting with https://' })),
      ])
      .nullish(),
  )
  .transform((value) => value ?? '');

/**
 * Where a cake is delivered, as the Gulf writes an address: a district of the branch's zones (or,
 * where the branch delivers by distance, none: the map pin's zone), street, building or villa,
 * floor and flat, a landmark; the Saudi short address; a map pin (a link, or coordinates typed,
 * kept as a link a driver opens).
 */
export const deliveryAddressInput = z.object({
  districtId: z
    .union([z.literal(''), id])
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  street: requiredText(120),
  /** Building or villa: its number or name. */
  building: requiredText(60),
  floor: optionalText(20),
  flat: optionalText(20),
  landmark: optionalText(200),
  shortAddress: optionalShortAddress,
  mapPin: optionalMapPin,
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressInput>;
export type DeliveryAddress = z.output<typeof deliveryAddressInput>;

/** What each country's addresses need beyond the fields every address has. */
const COUNTRY_NEEDS: Readonly<Record<GulfCountry, readonly (keyof DeliveryAddress)[]>> = {
  SA: ['shortAddress'],
  AE: [],
  QA: [],
  KW: [],
  BH: [],
  OM: [],
};

/** The address schema of a shop in `country`: Saudi addresses carry the short address. */
export function deliveryAddressFor(country: GulfCountry) {
  return deliveryAddressInput.superRefine((address, context) => {
    for (const field of COUNTRY_NEEDS[country])
      if (address[field] === '')
        context.addIssue({ code: 'custom', path: [field], message: 'Required for an address here' });
  });
}

/** The map pin's coordinates, or null when it has none (see `pinCoordinates`). */
export const pinOf = (address: Pick<DeliveryAddress, 'mapPin'>) =>
  address.mapPin ? pinCoordinates(address.mapPin) : null;

/**
 * The person a gift goes to: their name and phone for the driver, a message on a card (printed
 * apart from the cake's own message) and whether the prices stay off what travels with it.
 */
export const giftRecipientInput = z.object({
  name: requiredText(80, 2),
  phone,
  cardMessage: optionalText(300),
  hidePrices: flag,
});
export type GiftRecipientInput = z.input<typeof giftRecipientInput>;
export type GiftRecipient = z.output<typeof giftRecipientInput>;

/**
 * A delivery as the checkout takes it: the address, the window (on the order's day), a recipient
 * when it is a gift, and the fee the visitor was shown (another one refuses the order with 409
 * `order.price_changed`, as a moved price does).
 */
export const deliveryInput = z.object({
  address: deliveryAddressInput,
  slotId: id,
  recipient: giftRecipientInput.nullish().transform((value) => value ?? null),
  expectedFee: price.optional(),
});
export type DeliveryInput = z.input<typeof deliveryInput>;
