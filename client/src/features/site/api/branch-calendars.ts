import { queryOptions } from '@tanstack/react-query';

import { httpOf } from '../../../lib/query-client';

/**
 * Every branch's opening calendar, for the closure banner and the contact page's week. A backend
 * of an earlier version has no such row (404): no banner, and the hours as the branches' text.
 */
export const branchCalendarsQuery = () =>
  queryOptions({
    queryKey: ['branchCalendars'] as const,
    queryFn: ({ client, signal }) => httpOf(client).request('GetBranchCalendars', { signal }),
  });
