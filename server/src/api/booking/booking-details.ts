import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { RequestDetails } from '../requests/request-kind';
import type { CourseBookingRow } from './booking.repository';

/** A booking holds at most this many seats (the contract's bound). */
const MAX_SEATS = 10;

/**
 * When and where a booked class happens, from its course as it is now (the staff may have moved
 * it since the booking), or from what the booking kept when the course is gone.
 */
export async function bookingDetails(db: Kysely<DB> | Trx, row: CourseBookingRow): Promise<RequestDetails> {
  const course = await db
    .selectFrom('courses')
    .select([
      'startDate',
      'startTime',
      'durationHours',
      'branchId',
      'bringEn',
      'bringAr',
      'seats',
      'seatsTaken',
    ])
    .where('id', '=', row.courseId)
    .executeTakeFirst();
  if (!course)
    return {
      day: row.courseStartDate,
      time: null,
      durationHours: null,
      branchId: null,
      bringEn: '',
      bringAr: '',
      maxSeats: row.seats,
    };
  const free = course.seats === null ? MAX_SEATS : Math.max(0, course.seats - course.seatsTaken);
  return {
    day: course.startDate,
    time: course.startTime,
    durationHours: course.durationHours,
    branchId: course.branchId,
    bringEn: course.bringEn,
    bringAr: course.bringAr,
    maxSeats: Math.min(MAX_SEATS, row.seats + free),
  };
}
