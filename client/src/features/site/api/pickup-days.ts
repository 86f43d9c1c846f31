import { queryOptions } from '@tanstack/react-query';

import { httpOf } from '../../../lib/query-client';

/**
 * The next 60 days of one branch for a basket (`cakes`: `12:2,14:1`), as the date picker shows
 * them: one read. A backend of an earlier version has no such row (404): the checkout then offers
 * a plain date field within the site's lead time.
 */
export const pickupDaysQuery = (branchId: number, cakes: string) =>
  queryOptions({
    queryKey: ['pickupDays', branchId, cakes] as const,
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetPickupDays', { query: { branchId, cakes }, signal }),
  });
