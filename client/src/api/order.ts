import type { BodyOf, QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { queryString, request, send } from '../lib/http';
import { endpoints } from '@cakeshop/shared/endpoints';

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
    queryFn: ({ signal }) => request('GetCakeOrders', { query: filters, signal }),
  });

export const cakeOrderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => request('GetCakeOrderById', { query: { Id: id }, signal }),
  });

/** New orders and bookings, for the topbar's bell; quiet on failure (the bell just shows nothing). */
export const inboxCountsQuery = () =>
  queryOptions({
    queryKey: orderKeys.counts(),
    queryFn: ({ signal }) => request('GetInboxCounts', { signal, notify: false }),
    staleTime: 30_000,
  });

/** The visitor's form shows the server's message next to its fields, so no toast. */
export const addCakeOrder = (body: BodyOf<'AddCakeOrder'>) =>
  request('AddCakeOrder', { body, notify: false });

export const updateCakeOrderStatus = (body: BodyOf<'UpdateCakeOrderStatus'>) =>
  request('UpdateCakeOrderStatus', { body });

/** A visitor's look-up: a miss is an answer the page shows, not a toast. */
export const trackRequest = (query: QueryOf<'TrackRequest'>) =>
  request('TrackRequest', { query, notify: false });

/** The CSV of the requests between two days, as a file to save (with the token, so not a plain link). */
export async function exportRequests(query: QueryOf<'ExportRequests'>): Promise<Blob> {
  const text = (await send(endpoints.ExportRequests.path + queryString(query))) as string;
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
