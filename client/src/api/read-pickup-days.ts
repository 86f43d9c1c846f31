import type { PickupDay } from '@cakeshop/shared';

import type { Http } from '../lib/http';
import { isHttpError } from '../lib/http-error';

/**
 * The next 60 days of one branch for a basket (`cakes`: `12:2,14:1`, '' for none), as the date
 * picker shows them: the one read of the pick-up days, for the pages' loaders (pickupDaysQuery),
 * the forms' islands when the shop changes, and the tracking page's move. 'plain': a backend of
 * an earlier version has no such row (404), and the form offers a plain date field within the
 * site's lead time, as before.
 */
export async function readPickupDays(
  http: Http,
  branchId: number,
  cakes: string,
  signal?: AbortSignal,
): Promise<PickupDay[] | 'plain'> {
  try {
    return (await http.request('GetPickupDays', { query: { branchId, cakes }, signal })).days;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return 'plain';
    throw error;
  }
}
