import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export const contactKeys = {
  all: ['contact'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: () => [...contactKeys.lists(), {}] as const,
};

/** The branches, by sortOrder. */
export const branchesQuery = () =>
  queryOptions({
    queryKey: contactKeys.list(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetBranchs', { signal }),
  });

/** Replaces the whole list of branches in one call. */
export const updateContactUs = (body: BodyOf<'UpdateContactUs'>) =>
  browserHttp.request('UpdateContactUs', { body });
