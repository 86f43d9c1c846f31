import type { QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { httpOf } from '../lib/query-client';

export type ActivityFilters = QueryOf<'GetActivity'>;

const auditKeys = {
  all: ['activity'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: ActivityFilters) => [...auditKeys.lists(), filters] as const,
};

/** A page of the activity log, newest first (owners only). */
export const activityQuery = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetActivity', { query: filters, signal }),
  });
