import type { courseBookingInput, CourseBookingReceipt } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Trx } from '../db/database';
import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import type { Intake, IntakeKind } from '../requests/intake';
import { claimRequest } from '../requests/request.repository';
import { visitorColumns } from '../requests/visitor-columns';
import type { BookingRepository, CourseBookingRow } from './booking.repository';
import { seatsFree, takeSeats } from './course-seats';

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
    private readonly calendar: SiteCalendar,
    private readonly intake: Intake,
    private readonly now: () => Date,
  ) {}

  /**
   * The seats are taken by one conditional write on the course's counter as the booking is
   * stored: two visitors asking for the last seat at once get one booking and one 409, on one
   * database writer or several.
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
        return {
          decoy: (reference) => receipt({ reference, status: 'new' }),
          store: async (reference, terms) => {
            if (!(await takeSeats(trx, input.courseId, input.seats))) await refuseSeats(trx, input.courseId);
            return this.bookings.insert(
              trx,
              visitorColumns('course', reference, input, this.now(), terms, {
                branchId: course.branchId,
                day: course.startDate,
              }),
              {
                courseId: input.courseId,
                courseTitleEn: course.titleEn,
                courseTitleAr: course.titleAr,
                seats: input.seats,
              },
            );
          },
        };
      },
    });
  }

  /**
   * A visitor changes their booking's seats: one conditional write on the booking (from the
   * seats they saw) and one on the course's counter (more only while it has them), in one
   * transaction, so the seats left never go below zero.
   */
  async changeSeats(trx: Trx, row: CourseBookingRow, seats: number): Promise<{ from: string; to: string }> {
    // In the status the visitor saw (unchanged since it was read), from the seats they saw.
    const claimed = await claimRequest(trx, row);
    const changed = await trx
      .updateTable('courseBookings')
      .set({ seats })
      .where('id', '=', row.id)
      .where('seats', '=', row.seats)
      .executeTakeFirst();
    if (!claimed || Number(changed.numUpdatedRows) !== 1)
      throw ApiError.changed('request.changed', 'The booking changed meanwhile', {
        by: row.statusChangedBy ?? '',
        at: row.statusChangedAt ?? row.createdAt,
      });
    if (!(await takeSeats(trx, row.courseId, seats - row.seats)))
      await refuseSeats(trx, row.courseId, row.seats);
    return { from: String(row.seats), to: String(seats) };
  }
}

/** The course has fewer seats than asked for: 409, saying how many are left (besides `held`). */
async function refuseSeats(trx: Trx, courseId: number, held = 0): Promise<never> {
  const left = await seatsFree(trx, courseId);
  throw ApiError.conflict(
    'course.full',
    left === 0 && held === 0
      ? 'This course is fully booked'
      : `Only ${(left ?? 0) + held} seat(s) can be had on this course`,
  );
}
