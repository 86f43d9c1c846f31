import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export const categoryKeys = {
  all: ['course-categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: () => [...categoryKeys.lists(), {}] as const,
  details: () => [...categoryKeys.all, 'detail'] as const,
  detail: (id: number) => [...categoryKeys.details(), id] as const,
};

export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCategories', { signal }),
  });

export const addCategory = (body: BodyOf<'AddCategory'>) => browserHttp.request('AddCategory', { body });

export const editCategory = (body: BodyOf<'EditCategory'>) => browserHttp.request('EditCategory', { body });

export const deleteCategory = (id: number) => browserHttp.request('DeleteCategory', { query: { Id: id } });
