import { queryOptions } from '@tanstack/react-query';

import { httpOf } from '../lib/query-client';
import { readPickupDays } from './read-pickup-days';

/** A branch's pick-up days for a basket, as the pages' loaders read them (read-pickup-days.ts). */
export const pickupDaysQuery = (branchId: number, cakes: string) =>
  queryOptions({
    queryKey: ['pickupDays', branchId, cakes] as const,
    queryFn: ({ client, signal }) => readPickupDays(httpOf(client), branchId, cakes, signal),
  });
