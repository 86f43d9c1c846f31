import type { Handlers } from '../http/handler';
import type { BookingService } from './booking.service';

export function bookingHandlers(
  bookings: BookingService,
): Pick<
  Handlers,
  'AddCourseBooking' | 'GetCourseBookings' | 'GetCourseBookingById' | 'UpdateCourseBookingStatus'
> {
  return {
    AddCourseBooking: ({ body, ip }) => bookings.add(body, ip),
    GetCourseBookings: ({ query }) => bookings.list(query),
    GetCourseBookingById: ({ query }) => bookings.get(query.Id),
    UpdateCourseBookingStatus: ({ body }) => bookings.updateStatus(body),
  };
}
