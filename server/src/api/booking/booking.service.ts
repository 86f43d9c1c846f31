import type { courseBookingInput, CourseBookingReceipt } from '@cakeshop/shared';
import type { z } from 'zod';

import type { CourseRepository } from '../course/course.repository';
import { seatsLeft } from '../course/course.service';
import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import type { Intake, IntakeKind } from '../requests/intake';
import { visitorColumns } from '../requests/visitor-columns';
import type { BookingRepository, CourseBookingRow } from './booking.repository';

type BookingInput = z.output<typeof courseBookingInput>;

const receipt = (row: Pick<CourseBookingRow, 'reference' | 'status'>): CourseBookingReceipt => ({
  reference: row.reference,
  status: row.status,
});

/** A visitor's course booking: what only a booking checks and stores (requests/ does the rest). */
export class BookingService {
  constructor(
    private readonly kind: IntakeKind<CourseBookingRow>,
    private readonly bookings: BookingRepository,
    private readonly courses: CourseRepository,
    private readonly calendar: SiteCalendar,
    private readonly intake: Intake,
    private readonly now: () => Date,
  ) {}

  /**
   * The seats are counted inside the write transaction that stores the booking, and writes run
   * one at a time: two visitors asking for the last seat at once are served in turn, and the
   * second finds it taken.
   */
  add(input: BookingInput, address: string): Promise<CourseBookingReceipt> {
    return this.intake.take(this.kind, address, input, {
      receiptOf: receipt,
      check: async (trx) => {
        const course = await this.bookings.course(trx, input.courseId);
        if (!course) throw ApiError.field('courseId', 'No such course');
        const { today } = await this.calendar.days(trx);
        if (course.startDate !== null && course.startDate < today)
          throw ApiError.conflict('course.past', 'This course has already started');
        const taken = (await this.courses.seatsTaken(trx, [input.courseId])).get(input.courseId) ?? 0;
        const left = seatsLeft(course.seats, taken);
        if (left !== null && input.seats > left)
          throw ApiError.conflict(
            'course.full',
            left === 0 ? 'This course is fully booked' : `Only ${left} seat(s) left on this course`,
          );
        return {
          decoy: (reference) => receipt({ reference, status: 'new' }),
          store: (reference) =>
            this.bookings.insert(trx, {
              reference,
              courseId: input.courseId,
              courseTitleEn: course.titleEn,
              courseTitleAr: course.titleAr,
              courseStartDate: course.startDate,
              seats: input.seats,
              ...visitorColumns(input, this.now()),
            }),
        };
      },
    });
  }
}
