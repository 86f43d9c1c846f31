import type { BodyOf, QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export type CourseBookingFilters = QueryOf<'GetCourseBookings'>;

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: CourseBookingFilters) => [...bookingKeys.lists(), filters] as const,
  details: () => [...bookingKeys.all, 'detail'] as const,
  detail: (id: number) => [...bookingKeys.details(), id] as const,
};

export const courseBookingsQuery = (filters: CourseBookingFilters) =>
  queryOptions({
    queryKey: bookingKeys.list(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCourseBookings', { query: filters, signal }),
  });

export const courseBookingQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetCourseBookingById', { query: { Id: id }, signal }),
  });

/** Called by the visitor's form, which shows a refusal next to its fields. */
export const addCourseBooking = (body: BodyOf<'AddCourseBooking'>) =>
  browserHttp.request('AddCourseBooking', { body });

export const updateCourseBookingStatus = (body: BodyOf<'UpdateCourseBookingStatus'>) =>
  browserHttp.request('UpdateCourseBookingStatus', { body });
