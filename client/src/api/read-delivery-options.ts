import type { DeliveryDistrict, DeliverySlotsOn, PickupDay } from '@cakeshop/shared';

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
    const { districts } = await http.request('GetDeliveryDistricts', { query: { branchId }, signal });
    if (districts.length === 0) return null;
    const open = pickupDays.filter((day) => day.state === 'open').slice(0, DELIVERY_DAYS_SHOWN);
    const days = await Promise.all(
      open.map((day) => http.request('GetDeliverySlotsOn', { query: { branchId, day: day.date }, signal })),
    );
    return {
      districts,
      days: days
        .filter((day) => day.slots.some((slot) => slot.state === 'open'))
        .map(({ day, slots }) => ({ day, slots })),
    };
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}
