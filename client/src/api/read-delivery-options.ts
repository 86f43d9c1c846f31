import type { DeliveryDistrict, DeliverySlotsOn, PickupDay } from '@cakeshop/shared';

import type { Problem } from '../lib/field-problems';
import type { Http } from '../lib/http';
import { isHttpError } from '../lib/http-error';

/** How many of a branch's next open days the checkout offers delivery windows on. */
const DELIVERY_DAYS_SHOWN = 7;

/** A day's windows as the checkout offers them. */
export type DeliveryDay = Pick<DeliverySlotsOn, 'day' | 'slots'>;

/** What a branch delivers to and when: its districts (with their zones' terms) and its windows. */
export interface DeliveryOptions {
  districts: DeliveryDistrict[];
  days: DeliveryDay[];
  /** Some zone reaches a map pin by its distance from the shop: the visitor may give one. */
  byRadius: boolean;
}

/** The zone a visitor's map pin falls in (as a district of its own terms), or why none. */
export type PinZone = { zone: DeliveryDistrict; distanceKm: number } | { problem: Problem };

/**
 * Where a map pin (a link, or coordinates typed) is from the shop: the ring it falls in with its
 * terms, measured by the server; or why not (beyond every ring, or a link without a place).
 */
export async function readPinZone(http: Http, branchId: number, pin: string): Promise<PinZone> {
  try {
    const quote = await http.request('GetDeliveryQuote', { query: { branchId, pin } });
    const { zoneId, nameEn, nameAr, fee, minimumOrder, freeFrom } = quote;
    return {
      zone: { id: 0, zoneId, nameEn, nameAr, fee, minimumOrder, freeFrom },
      distanceKm: quote.distanceKm ?? 0,
    };
  } catch (error) {
    if (isHttpError(error) && error.code === 'delivery.not_served')
      return { problem: { key: 'common.errors.codes.delivery.not_served' } };
    if (isHttpError(error) && error.status === 400) return { problem: { key: 'site.delivery.pinNoPlace' } };
    return { problem: { key: 'site.order.errors.generic' } };
  }
}

/**
 * The windows of a branch's next open days (and of `alsoDay`, a delivery's own day, open or not
 * for a new order), the days without any open window left out: what a delivery can be set for.
 */
export async function readDeliveryDays(
  http: Http,
  branchId: number,
  pickupDays: readonly PickupDay[],
  { alsoDay, signal }: { alsoDay?: string | undefined; signal?: AbortSignal | undefined } = {},
): Promise<DeliveryDay[]> {
  const open = pickupDays
    .filter((day) => day.state === 'open' || day.date === alsoDay)
    .slice(0, DELIVERY_DAYS_SHOWN);
  const days = await Promise.all(
    open.map((day) => http.request('GetDeliverySlotsOn', { query: { branchId, day: day.date }, signal })),
  );
  return days
    .filter((day) => day.day === alsoDay || day.slots.some((slot) => slot.state === 'open'))
    .map(({ day, slots }) => ({ day, slots }));
}

/**
 * A branch's districts and the windows of its next open days, for the checkout: the one read,
 * for the basket page's loader and for its island when the shop changes. Null when the branch
 * delivers nowhere, or the backend has no delivery (404): the checkout then offers pick-up only.
 */
export async function readDeliveryOptions(
  http: Http,
  branchId: number,
  pickupDays: readonly PickupDay[],
  signal?: AbortSignal,
): Promise<DeliveryOptions | null> {
  try {
    const read = await http.request('GetDeliveryDistricts', { query: { branchId }, signal });
    const { districts } = read;
    const { byRadius } = read;
    if (districts.length === 0 && !byRadius) return null;
    return { districts, byRadius, days: await readDeliveryDays(http, branchId, pickupDays, { signal }) };
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}
