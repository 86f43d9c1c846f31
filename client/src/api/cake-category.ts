import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import type { SendOptions } from '../lib/http';
import { request } from '../lib/http';

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
    queryFn: ({ signal }) => request('GetCakeCategories', { signal }),
  });

export const cakeCategoryQuery = (id: number) =>
  queryOptions({
    queryKey: cakeCategoryKeys.detail(id),
    queryFn: ({ signal }) => request('GetCakeCategoryById', { query: { Id: id }, signal }),
  });

export const addCakeCategory = (body: BodyOf<'AddCakeCategory'>) => request('AddCakeCategory', { body });

export const editCakeCategory = (body: BodyOf<'EditCakeCategory'>) => request('EditCakeCategory', { body });

/** `notify: false` when the screen explains the failure itself (a 409 while items use it). */
export const deleteCakeCategory = (id: number, options: SendOptions = {}) =>
  request('DeleteCakeCategory', { query: { Id: id }, ...options });
