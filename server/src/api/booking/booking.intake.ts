import type { courseBookingInput, CourseBookingReceipt } from '@cakeshop/shared';
import type { z } from 'zod';

import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import type { PaymentHolds } from '../payment-holds/payment-holds';
import type { IntakeContract } from '../requests/intake';
import type { RequestKindSpec } from '../requests/request-kind';
import type { BookingRepository, CourseBookingRow } from './booking.repository';
import { refuseSeats, takeSeats } from './course-seats';

type BookingInput = z.output<typeof courseBookingInput>;
type Course = NonNullable<Awaited<ReturnType<BookingRepository['course']>>>;

const receipt = (row: Pick<CourseBookingRow, 'reference' | 'status'>): CourseBookingReceipt => ({
  reference: row.reference,
  status: row.status,
});

/**
 * A visitor's course booking as the intake takes it: a course that has not started, its class's
 * day and branch, and the seats taken by one conditional write on the course's counter as the
 * booking is stored: two visitors asking for the last seat at once get one booking and one 409,
 * on one database writer or several. Where the owner's rules ask the fee online, the booking
 * waits for it (`awaiting_payment`), holding its seats meanwhile, and is announced once paid.
 */
export function bookingIntake(deps: {
  spec: RequestKindSpec<CourseBookingRow, unknown>;
  bookings: BookingRepository;
  calendar: SiteCalendar;
  holds: PaymentHolds;
}): IntakeContract<BookingInput, Course, CourseBookingRow, CourseBookingReceipt> {
  return {
    name: 'course',
    spec: deps.spec,
    async check(trx, _hooks, input) {
      const course = await deps.bookings.course(trx, input.courseId);
      if (!course) throw ApiError.field('courseId', 'No such course');
      const { today } = await deps.calendar.days(trx);
      if (course.startDate !== null && course.startDate < today)
        throw ApiError.conflict('course.past', 'This course has already started');
      return course;
    },
    place: (_input, course) => ({ branchId: course.branchId, day: course.startDate }),
    async store(trx, _hooks, request, input, course) {
      if (!(await takeSeats(trx, input.courseId, input.seats))) await refuseSeats(trx, input.courseId);
      const totalMinor = course.priceMinor * input.seats;
      const paying = await deps.holds.asked(trx, 'course', {
        payOnline: input.payOnline,
        totalMinor,
        currency: request.currency,
      });
      const row = await deps.bookings.insert(
        trx,
        paying ? { ...request, status: 'awaiting_payment' } : request,
        {
          courseId: input.courseId,
          courseTitleEn: course.titleEn,
          courseTitleAr: course.titleAr,
          seats: input.seats,
          unitPriceMinor: course.priceMinor,
        },
      );
      if (paying) await deps.holds.open(trx, { ...row, totalMinor }, paying);
      return row;
    },
    receiptOf: receipt,
    announced: (row) => row.status !== 'awaiting_payment',
    decoy: (reference) => receipt({ reference, status: 'new' }),
  };
}
