import { canMove } from '@cakeshop/shared';
import type {
  CourseBooking,
  courseBookingInput,
  CourseBookingReceipt,
  courseBookingsQuery,
  Paged,
  updateCourseBookingStatusInput,
} from '@cakeshop/shared';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import type { CourseRepository } from '../course/course.repository';
import { seatsLeft } from '../course/course.service';
import type { SiteCalendar } from '../home/site-calendar';
import type { VisitorRequestNotice } from '../outbox/notifications';
import type { Intake } from '../requests/intake';
import { visitorColumns } from '../requests/visitor-columns';
import type { BookingRepository, CourseBookingRow } from './booking.repository';

type BookingInput = z.output<typeof courseBookingInput>;
type BookingsQuery = z.output<typeof courseBookingsQuery>;
type StatusInput = z.output<typeof updateCourseBookingStatusInput>;

export function toCourseBooking(row: CourseBookingRow): CourseBooking {
  return {
    id: row.id,
    reference: row.reference,
    courseId: row.courseId,
    courseTitleEn: row.courseTitleEn,
    courseTitleAr: row.courseTitleAr,
    courseStartDate: row.courseStartDate,
    seats: row.seats,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    language: row.language,
    status: row.status,
    staffNote: row.staffNote,
    createdAt: row.createdAt,
  };
}

const receipt = (row: Pick<CourseBookingRow, 'reference' | 'status'>): CourseBookingReceipt => ({
  reference: row.reference,
  status: row.status,
});

function noticeOf(row: CourseBookingRow, currency: string): VisitorRequestNotice {
  return {
    kind: 'course',
    reference: row.reference,
    status: row.status,
    language: row.language,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    titleEn: row.courseTitleEn,
    titleAr: row.courseTitleAr,
    date: row.courseStartDate,
    createdAt: row.createdAt,
    seats: row.seats,
    total: 0,
    currency,
  };
}

export class BookingService {
  constructor(
    private readonly database: Database,
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
    return this.intake.take(address, input, {
      repeatOf: (trx, key) => this.bookings.findByKey(trx, key),
      receiptOf: receipt,
      check: async (trx) => {
        const course = await this.bookings.course(trx, input.courseId);
        if (!course) throw ApiError.field('courseId', 'No such course');
        const { today, currency } = await this.calendar.days(trx);
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
          store: async (reference) => {
            const row = await this.bookings.insert(trx, {
              reference,
              idempotencyKey: input.idempotencyKey,
              courseId: input.courseId,
              courseTitleEn: course.titleEn,
              courseTitleAr: course.titleAr,
              courseStartDate: course.startDate,
              seats: input.seats,
              ...visitorColumns(input, this.now()),
            });
            await recordActivity(trx, {
              action: 'add',
              entity: 'CourseBooking',
              entityId: row.id,
              summary: reference,
            });
            return { row, notice: noticeOf(row, currency) };
          },
        };
      },
    });
  }

  async list(query: BookingsQuery): Promise<Paged<CourseBooking>> {
    const { rows, totalCount } = await this.bookings.page({
      status: query.status,
      courseId: query.courseId,
      q: query.q,
      offset: (query.pageNume - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      items: rows.map(toCourseBooking),
      totalCount,
      pageNumber: query.pageNume,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<CourseBooking> {
    const row = await this.bookings.find(this.database.db, id);
    if (!row) throw ApiError.notFound('No such booking');
    return toCourseBooking(row);
  }

  /** A cancelled booking no longer counts against the course's seats (seats are always summed). */
  updateStatus({ id, status, staffNote }: StatusInput): Promise<CourseBooking> {
    return this.database.write(async (trx) => {
      const row = await this.bookings.find(trx, id);
      if (!row) throw ApiError.notFound('No such booking');
      if (!canMove('course', row.status, status))
        throw ApiError.conflict(
          'order.bad_transition',
          `A booking that is ${row.status} cannot become ${status}`,
        );
      await this.bookings.setStatus(trx, id, status, staffNote);
      await recordActivity(trx, {
        action: 'status',
        entity: 'CourseBooking',
        entityId: id,
        summary: `${row.reference}: ${row.status} → ${status}`,
      });
      return toCourseBooking((await this.bookings.find(trx, id))!);
    });
  }
}
