import type { BodyOf, QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { request } from '../lib/http';

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
    queryFn: ({ signal }) => request('GetCourseBookings', { query: filters, signal }),
  });

export const courseBookingQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => request('GetCourseBookingById', { query: { Id: id }, signal }),
  });

/** The visitor's form shows the server's message next to its fields, so no toast. */
export const addCourseBooking = (body: BodyOf<'AddCourseBooking'>) =>
  request('AddCourseBooking', { body, notify: false });

export const updateCourseBookingStatus = (body: BodyOf<'UpdateCourseBookingStatus'>) =>
  request('UpdateCourseBookingStatus', { body });
