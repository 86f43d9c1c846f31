import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export const pauseKeys = {
  all: ['pauses'] as const,
  list: () => [...pauseKeys.all, 'list'] as const,
};

/** The days, from today on, on which a branch takes no new orders from visitors. */
export const branchPausesQuery = () =>
  queryOptions({
    queryKey: pauseKeys.list(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetBranchPauses', { signal }),
    meta: { errorShownInPlace: true },
  });

export const pauseBranchOrders = (body: BodyOf<'PauseBranchOrders'>) =>
  browserHttp.request('PauseBranchOrders', { body });

export const resumeBranchOrders = (body: BodyOf<'ResumeBranchOrders'>) =>
  browserHttp.request('ResumeBranchOrders', { body });
