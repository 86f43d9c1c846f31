import { canMove, fromMinor } from '@cakeshop/shared';
import type { CourseBooking, CourseBookingStatus } from '@cakeshop/shared';

import type { VisitorRequestNotice } from '../outbox/notice';
import type { Language } from '../outbox/wording';
import { wordsIn } from '../outbox/wording';
import type { RequestKindSpec } from '../requests/request-kind';
import { visitorNotice, visitorOut } from '../requests/visitor-columns';
import { completeBookings } from './booking.repository';
import type { CourseBookingRow } from './booking.repository';
import { bookingDetails } from './booking-details';
import { refuseSeats, takeSeats } from './course-seats';

/** A booking in these holds no seats: ended unpaid, or cancelled. */
const holdsSeats = (status: string) => status !== 'cancelled' && status !== 'expired';

function toCourseBooking(row: CourseBookingRow): CourseBooking {
  return {
    ...visitorOut(row),
    courseId: row.courseId,
    courseTitleEn: row.courseTitleEn,
    courseTitleAr: row.courseTitleAr,
    courseStartDate: row.courseStartDate,
    seats: row.seats,
  };
}

/** What a booking's messages list, in one language: the course, its day and the seats (a waiting list's too). */
export function courseSeatLines(
  row: Pick<CourseBookingRow, 'courseTitleEn' | 'courseTitleAr' | 'courseStartDate' | 'seats'>,
  language: Language,
): string[] {
  const { t, day, pick } = wordsIn(language);
  return [
    t('notices.lines.course', { title: pick(row.courseTitleEn, row.courseTitleAr) }),
    t('notices.lines.starts', { date: day(row.courseStartDate) }),
    t('notices.lines.seats', { seats: row.seats }),
  ];
}

function notice(row: CourseBookingRow): VisitorRequestNotice {
  return {
    kind: 'course',
    ...visitorNotice(row),
    event: 'course_booking.created',
    titleEn: row.courseTitleEn,
    titleAr: row.courseTitleAr,
    date: row.courseStartDate,
    total: fromMinor(row.unitPriceMinor * row.seats, row.currency),
    currency: row.currency,
    lines: { en: courseSeatLines(row, 'en'), ar: courseSeatLines(row, 'ar') },
    fields: { seats: row.seats },
  };
}

/** A course booking, as the requests code handles every kind (requests/request-kind.ts). */
export const courseBookingKind: RequestKindSpec<CourseBookingRow, CourseBooking> = {
  entity: 'CourseBooking',
  countField: 'newCourseBookings',
  canMove: (from, to) => canMove('course', from as CourseBookingStatus, to as CourseBookingStatus),
  toContract: toCourseBooking,
  track: (row) => ({
    status: row.status,
    date: row.courseStartDate,
    titleEn: row.courseTitleEn,
    titleAr: row.courseTitleAr,
  }),
  exported: (row) => ({
    itemEn: row.courseTitleEn,
    itemAr: row.courseTitleAr,
    date: row.courseStartDate,
    amount: row.seats,
    branchEn: '',
    branchAr: '',
    cakeMessage: '',
    totalMinor: null,
  }),
  notice,
  visitorChanges: { allowed: ['cancel', 'seats'], from: ['new', 'confirmed'] },
  details: bookingDetails,
  complete: completeBookings,
  // A booking cancelled or expired unpaid gives its seats back in the step's own transaction; one
  // back from expired (its fee paid late) takes them again while the course has them, else 409.
  onMove: async (trx, row, { from, to }) => {
    if (holdsSeats(from) && !holdsSeats(to)) await takeSeats(trx, row.courseId, -row.seats);
    if (!holdsSeats(from) && holdsSeats(to) && !(await takeSeats(trx, row.courseId, row.seats)))
      await refuseSeats(trx, row.courseId);
  },
};
