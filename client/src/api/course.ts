import type { BodyOf, QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';
import type { UploadOptions } from './upload-options';

export type CourseFilters = QueryOf<'GetCourses'>;

export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (filters: CourseFilters) => [...courseKeys.lists(), filters] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: number) => [...courseKeys.details(), id] as const,
};

export const coursesQuery = (filters: CourseFilters = {}) =>
  queryOptions({
    queryKey: courseKeys.list(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCourses', { query: filters, signal }),
  });

export const courseQuery = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCourseById', { query: { Id: id }, signal }),
  });

export const addCourse = (body: BodyOf<'AddCourse'>, upload: UploadOptions = {}) =>
  browserHttp.request('AddCourse', { body, ...upload });

export const editCourse = (body: BodyOf<'EditCourse'>, upload: UploadOptions = {}) =>
  browserHttp.request('EditCourse', { body, ...upload });

export const deleteCourse = (id: number) => browserHttp.request('DeleteCourse', { query: { Id: id } });
