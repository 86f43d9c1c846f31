import type { CourseBooking } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { KindRequests } from '../requests/requests.service';
import type { BookingService } from './booking.service';

export function bookingHandlers(
  bookings: BookingService,
  requests: KindRequests<CourseBooking>,
): Pick<
  Handlers,
  'AddCourseBooking' | 'GetCourseBookings' | 'GetCourseBookingById' | 'UpdateCourseBookingStatus'
> {
  return {
    AddCourseBooking: ({ body, ip }) => bookings.add(body, ip),
    GetCourseBookings: ({ query }) =>
      requests.list({
        ...query,
        where: query.courseId === undefined ? undefined : { column: 'courseId', equals: query.courseId },
      }),
    GetCourseBookingById: ({ query }) => requests.get(query.Id),
    UpdateCourseBookingStatus: ({ body }) => requests.changeStatus(body),
  };
}
