import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import type { SendOptions } from '../lib/http';
import { request } from '../lib/http';

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
    queryFn: ({ signal }) => request('GetCategories', { signal }),
  });

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => request('GetCategoryById', { query: { Id: id }, signal }),
  });

export const addCategory = (body: BodyOf<'AddCategory'>) => request('AddCategory', { body });

export const editCategory = (body: BodyOf<'EditCategory'>) => request('EditCategory', { body });

/** `notify: false` when the screen explains the failure itself (a 409 while items use it). */
export const deleteCategory = (id: number, options: SendOptions = {}) =>
  request('DeleteCategory', { query: { Id: id }, ...options });
