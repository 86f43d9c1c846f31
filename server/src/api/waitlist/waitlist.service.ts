import type { waitlistEntryInput, WaitlistReceipt, WaitlistSummary } from '@cakeshop/shared';
import type { z } from 'zod';

import type { CourseRepository } from '../course/course.repository';
import { seatsLeft } from '../course/course.service';
import { lockCourse, seatsHeld } from '../course/held-seats';
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
    private readonly courses: CourseRepository,
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
        const course = (await lockCourse(trx, input.courseId))
          ? await this.waitlist.course(trx, input.courseId)
          : undefined;
        if (!course) throw ApiError.field('courseId', 'No such course');
        if (course.startDate !== null && course.startDate < (await this.calendar.today(trx)))
          throw ApiError.conflict('course.past', 'This course has already started');
        if (course.seats === null)
          throw ApiError.conflict('waitlist.no_seat_count', 'This course has no seat count: book it instead');
        const taken =
          ((await this.courses.seatsTaken(trx, [input.courseId])).get(input.courseId) ?? 0) +
          ((await seatsHeld(trx, [input.courseId])).get(input.courseId) ?? 0);
        const left = seatsLeft(course.seats, taken) ?? 0;
        if (input.seats <= left)
          throw ApiError.conflict('waitlist.seats_free', `${left} seat(s) are free: book them instead`);
        return {
          decoy: (reference) => ({ reference, status: 'new', position: 1 }),
          store: (reference) =>
            this.waitlist.insert(trx, {
              reference,
              idempotencyKey: input.idempotencyKey,
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

  /** The receipt with the place in line counted once the entry is stored. */
  async joined(receipt: WaitlistReceipt): Promise<WaitlistReceipt> {
    const row = await this.kind.repository.findByReference(receipt.reference);
    return row ? this.receipt(row) : receipt;
  }

  /** Per course with anyone in line or an offer out: how many wait, for how many seats, and the offers. */
  async summary(): Promise<WaitlistSummary> {
    const rows = await this.waitlist.open(this.database.db);
    const ids = [...new Set(rows.map((row) => row.courseId))];
    const [taken, held] = await Promise.all([
      this.courses.seatsTaken(this.database.db, ids),
      seatsHeld(this.database.db, ids),
    ]);
    const seatsOf = new Map<number, number | null>();
    for (const id of ids) {
      const course = await this.waitlist.course(this.database.db, id);
      seatsOf.set(id, course?.seats ?? null);
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
          seatsLeft: seatsLeft(
            seatsOf.get(courseId) ?? null,
            (taken.get(courseId) ?? 0) + (held.get(courseId) ?? 0),
          ),
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
