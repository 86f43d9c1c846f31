import type { waitlistEntryInput, WaitlistReceipt } from '@cakeshop/shared';
import type { z } from 'zod';

import { seatsLeft } from '../course/course.service';
import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import type { IntakeContract } from '../requests/intake';
import type { RequestKindSpec } from '../requests/request-kind';
import type { WaitlistEntryRow, WaitlistRepository } from './waitlist.repository';

type EntryInput = z.output<typeof waitlistEntryInput>;
type Course = NonNullable<Awaited<ReturnType<WaitlistRepository['course']>>>;

/**
 * A place in the line of a course that cannot seat this many now, as the intake takes it: a
 * course with the seats free is booked instead (409 waitlist.seats_free), one without a seat
 * count never fills, a past one is over. Its place in line is counted once it is stored.
 */
export function waitlistIntake(deps: {
  spec: RequestKindSpec<WaitlistEntryRow, unknown>;
  waitlist: WaitlistRepository;
  calendar: SiteCalendar;
}): IntakeContract<EntryInput, Course, WaitlistEntryRow, WaitlistReceipt> {
  return {
    name: 'waitlist',
    spec: deps.spec,
    async check(trx, _hooks, input) {
      const course = await deps.waitlist.course(trx, input.courseId);
      if (!course) throw ApiError.field('courseId', 'No such course');
      if (course.startDate !== null && course.startDate < (await deps.calendar.today(trx)))
        throw ApiError.conflict('course.past', 'This course has already started');
      if (course.seats === null)
        throw ApiError.conflict('waitlist.no_seat_count', 'This course has no seat count: book it instead');
      // Seats held for an offer are on the counter too: they are not free to book.
      const left = seatsLeft(course.seats, course.seatsTaken) ?? 0;
      if (input.seats <= left)
        throw ApiError.conflict('waitlist.seats_free', `${left} seat(s) are free: book them instead`);
      return course;
    },
    place: (_input, course) => ({ branchId: course.branchId, day: course.startDate }),
    store: (trx, _hooks, request, input, course) =>
      deps.waitlist.insert(trx, request, {
        courseId: input.courseId,
        courseTitleEn: course.titleEn,
        courseTitleAr: course.titleAr,
        seats: input.seats,
      }),
    receiptOf: (row) => ({ reference: row.reference, status: row.status, position: 0 }),
    decoy: (reference) => ({ reference, status: 'new', position: 1 }),
  };
}
