import { queryOptions } from '@tanstack/react-query';

import { httpOf } from '../lib/query-client';
import { inboxKeys } from './inbox';

/** Per course with anyone waiting: how many, and the offers out. */
export const waitlistSummaryQuery = () =>
  queryOptions({
    queryKey: [...inboxKeys.kind('waitlist'), 'summary'] as const,
    queryFn: ({ client, signal }) => httpOf(client).request('GetWaitlistSummary', { signal }),
  });
