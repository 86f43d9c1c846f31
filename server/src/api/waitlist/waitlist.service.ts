import type { waitlistEntryInput, WaitlistReceipt, WaitlistSummary } from '@cakeshop/shared';
import type { z } from 'zod';

import { seatsLeft } from '../course/course.service';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import type { Intake, IntakeKind } from '../requests/intake';
import { visitorColumns } from '../requests/visitor-columns';
import type { WaitlistEntryRow, WaitlistRepository } from './waitlist.repository';

type EntryInput = z.output<typeof waitlistEntryInput>;

/** A visitor's place in a full course's line: what only a waitlist checks and stores (requests/ does the rest). */
export class WaitlistService {
  constructor(
    private readonly database: Database,
    private readonly kind: IntakeKind<WaitlistEntryRow>,
    private readonly waitlist: WaitlistRepository,
    private readonly calendar: SiteCalendar,
    private readonly intake: Intake,
    private readonly now: () => Date,
  ) {}

  private async receipt(row: WaitlistEntryRow, db = this.database.db): Promise<WaitlistReceipt> {
    return {
      reference: row.reference,
      status: row.status,
      position: (await this.waitlist.position(db, row)) ?? 0,
    };
  }

  /**
   * Joins the line of a course that cannot seat this many now: a course with the seats free is
   * booked instead (409 waitlist.seats_free), one without a seat count never fills, a past one is over.
   */
  join(input: EntryInput, address: string): Promise<WaitlistReceipt> {
    return this.intake.take(this.kind, address, input, {
      receiptOf: (row) => ({ reference: row.reference, status: row.status, position: 0 }),
      check: async (trx) => {
        const course = await this.waitlist.course(trx, input.courseId);
        if (!course) throw ApiError.field('courseId', 'No such course');
        if (course.startDate !== null && course.startDate < (await this.calendar.today(trx)))
          throw ApiError.conflict('course.past', 'This course has already started');
        if (course.seats === null)
          throw ApiError.conflict('waitlist.no_seat_count', 'This course has no seat count: book it instead');
        // Seats held for an offer are on the counter too: they are not free to book.
        const left = seatsLeft(course.seats, course.seatsTaken) ?? 0;
        if (input.seats <= left)
          throw ApiError.conflict('waitlist.seats_free', `${left} seat(s) are free: book them instead`);
        return {
          decoy: (reference) => ({ reference, status: 'new', position: 1 }),
          store: (reference, terms) =>
            this.waitlist.insert(
              trx,
              visitorColumns('waitlist', reference, input, this.now(), terms, {
                branchId: course.branchId,
                day: course.startDate,
              }),
              {
                courseId: input.courseId,
                courseTitleEn: course.titleEn,
                courseTitleAr: course.titleAr,
                seats: input.seats,
              },
            ),
        };
      },
    });
  }

  /** The receipt with the place in line counted once the entry is stored. */
  async joined(receipt: WaitlistReceipt): Promise<WaitlistReceipt> {
    const row = await this.waitlist.byReference(this.database.db, receipt.reference);
    return row ? this.receipt(row) : receipt;
  }

  /** Per course with anyone in line or an offer out: how many wait, for how many seats, and the offers. */
  async summary(): Promise<WaitlistSummary> {
    const rows = await this.waitlist.open(this.database.db);
    const ids = [...new Set(rows.map((row) => row.courseId))];
    const courses = new Map<number, { seats: number | null; seatsTaken: number }>();
    for (const id of ids) {
      const course = await this.waitlist.course(this.database.db, id);
      if (course) courses.set(id, course);
    }
    return {
      courses: ids.map((courseId) => {
        const own = rows.filter((row) => row.courseId === courseId);
        const waiting = own.filter((row) => row.status === 'new');
        const first = own[0]!;
        return {
          courseId,
          courseTitleEn: first.courseTitleEn,
          courseTitleAr: first.courseTitleAr,
          courseStartDate: first.courseStartDate,
          seatsLeft: seatsLeft(courses.get(courseId)?.seats ?? null, courses.get(courseId)?.seatsTaken ?? 0),
          waiting: waiting.length,
          waitingSeats: waiting.reduce((sum, row) => sum + row.seats, 0),
          offers: own
            .filter((row) => row.status === 'offered')
            .map((row) => ({
              id: row.id,
              reference: row.reference,
              customerName: row.customerName,
              seats: row.seats,
              expiresAt: new Date(Number(row.offerExpiresAt)).toISOString(),
            })),
        };
      }),
    };
  }
}
