import type { CourseBooking, TrackResult } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { KindRequests } from '../requests/requests';
import type { VisitorChanges } from '../requests/visitor-changes';
import type { CourseBookingRow } from './booking.repository';
import type { BookingService } from './booking.service';

export function bookingHandlers(
  bookings: BookingService,
  requests: KindRequests<CourseBooking>,
  changes: VisitorChanges,
): Pick<
  Handlers,
  | 'AddCourseBooking'
  | 'GetCourseBookings'
  | 'GetCourseBookingById'
  | 'UpdateCourseBookingStatus'
  | 'ChangeCourseBookingSeats'
> {
  return {
    AddCourseBooking: ({ body, ip }) => bookings.add(body, ip),
    GetCourseBookings: ({ query }) =>
      requests.list({
        ...query,
        course: query.courseId === undefined ? undefined : { table: 'courseBookings', id: query.courseId },
      }),
    GetCourseBookingById: ({ query }) => requests.get(query.Id),
    UpdateCourseBookingStatus: ({ body }) => requests.changeStatus(body),
    // Found through the registry, so the row is a booking's (its kind is 'course').
    ChangeCourseBookingSeats: async ({ body, ip }) =>
      (await changes.change(body, ip, 'seats', 'course', (trx, row) =>
        bookings.changeSeats(trx, row as CourseBookingRow, body.seats),
      )) as TrackResult,
  };
}
