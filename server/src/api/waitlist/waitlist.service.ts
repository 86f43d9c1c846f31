import type { waitlistEntryInput, WaitlistReceipt, WaitlistSummary } from '@cakeshop/shared';
import type { z } from 'zod';

import { seatsLeft } from '../course/course.service';
import type { Database } from '../db/database';
import type { Intake } from '../requests/intake';
import type { waitlistIntake } from './waitlist.intake';
import type { WaitlistEntryRow, WaitlistRepository } from './waitlist.repository';

type EntryInput = z.output<typeof waitlistEntryInput>;

/** A visitor's place in a full course's line: what only a waitlist checks and stores (requests/ does the rest). */
export class WaitlistService {
  constructor(
    private readonly database: Database,
    private readonly contract: ReturnType<typeof waitlistIntake>,
    private readonly waitlist: WaitlistRepository,
    private readonly intake: Intake,
  ) {}

  private async receipt(row: WaitlistEntryRow, db = this.database.db): Promise<WaitlistReceipt> {
    return {
      reference: row.reference,
      status: row.status,
      position: (await this.waitlist.position(db, row)) ?? 0,
    };
  }

  /** Joins the line of a course that cannot seat this many now (waitlist.intake.ts). */
  join(input: EntryInput, address: string): Promise<WaitlistReceipt> {
    return this.intake.take(this.contract, input, address);
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
