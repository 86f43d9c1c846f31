import type { BodyOf, QueryOf } from '@cakeshop/shared';
import { endpoints } from '@cakeshop/shared/endpoints';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { queryString } from '../lib/http';
import { httpOf } from '../lib/query-client';

export type CakeOrderFilters = QueryOf<'GetCakeOrders'>;

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: CakeOrderFilters) => [...orderKeys.lists(), filters] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  counts: () => ['inbox', 'counts'] as const,
};

export const cakeOrdersQuery = (filters: CakeOrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCakeOrders', { query: filters, signal }),
  });

export const cakeOrderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetCakeOrderById', { query: { Id: id }, signal }),
  });

/** New orders and bookings, for the topbar's bell; quiet on failure (the bell just shows nothing). */
export const inboxCountsQuery = () =>
  queryOptions({
    queryKey: orderKeys.counts(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetInboxCounts', { signal }),
    staleTime: 30_000,
    meta: { errorShownInPlace: true },
  });

/** Called by the visitor's form, which shows a refusal next to its fields. */
export const addCakeOrder = (body: BodyOf<'AddCakeOrder'>) => browserHttp.request('AddCakeOrder', { body });

export const updateCakeOrderStatus = (body: BodyOf<'UpdateCakeOrderStatus'>) =>
  browserHttp.request('UpdateCakeOrderStatus', { body });

/** A visitor's look-up: the tracking page words a miss itself. */
export const trackRequest = (query: QueryOf<'TrackRequest'>) =>
  browserHttp.request('TrackRequest', { query });

/** The CSV of the requests between two days, as a file to save (with the token, so not a plain link). */
export async function exportRequests(query: QueryOf<'ExportRequests'>): Promise<Blob> {
  const text = (await browserHttp.send(endpoints.ExportRequests.path + queryString(query))) as string;
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
