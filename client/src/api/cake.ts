import type { BodyOf, QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';
import type { UploadOptions } from './upload-options';

export type CakeFilters = QueryOf<'GetCakes'>;

export const cakeKeys = {
  all: ['cakes'] as const,
  lists: () => [...cakeKeys.all, 'list'] as const,
  list: (filters: CakeFilters) => [...cakeKeys.lists(), filters] as const,
  details: () => [...cakeKeys.all, 'detail'] as const,
  detail: (id: number) => [...cakeKeys.details(), id] as const,
};

export const cakesQuery = (filters: CakeFilters = {}) =>
  queryOptions({
    queryKey: cakeKeys.list(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCakes', { query: filters, signal }),
  });

export const cakeQuery = (id: number) =>
  queryOptions({
    queryKey: cakeKeys.detail(id),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCakeById', { query: { Id: id }, signal }),
  });

export const addCake = (body: BodyOf<'AddCake'>, upload: UploadOptions = {}) =>
  browserHttp.request('AddCake', { body, ...upload });

export const editCake = (body: BodyOf<'EditCake'>, upload: UploadOptions = {}) =>
  browserHttp.request('EditCake', { body, ...upload });

export const deleteCake = (id: number) => browserHttp.request('DeleteCake', { query: { Id: id } });

/** The seasonal cakes: each one's window of pick-up days and when its orders open. */
export const cakeSeasonsQuery = () =>
  queryOptions({
    queryKey: [...cakeKeys.all, 'seasons'] as const,
    queryFn: ({ client, signal }) => httpOf(client).request('GetCakeSeasons', { signal }),
  });
