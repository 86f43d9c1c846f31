import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export const cakeCategoryKeys = {
  all: ['cake-categories'] as const,
  lists: () => [...cakeCategoryKeys.all, 'list'] as const,
  list: () => [...cakeCategoryKeys.lists(), {}] as const,
  details: () => [...cakeCategoryKeys.all, 'detail'] as const,
  detail: (id: number) => [...cakeCategoryKeys.details(), id] as const,
};

export const cakeCategoriesQuery = () =>
  queryOptions({
    queryKey: cakeCategoryKeys.list(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCakeCategories', { signal }),
  });

export const addCakeCategory = (body: BodyOf<'AddCakeCategory'>) =>
  browserHttp.request('AddCakeCategory', { body });

export const editCakeCategory = (body: BodyOf<'EditCakeCategory'>) =>
  browserHttp.request('EditCakeCategory', { body });

export const deleteCakeCategory = (id: number) =>
  browserHttp.request('DeleteCakeCategory', { query: { Id: id } });
