import { calendarDay } from '@cakeshop/shared';
import type { BranchCalendar, branchCalendarInput } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError, listedIdProblems } from '../errors';
import type { CalendarRepository } from './calendar.repository';

type CalendarInput = z.output<typeof branchCalendarInput>;

/** The branches' opening calendars, cut-offs and daily caps (the ContactUs area's week rows). */
export class CalendarService {
  constructor(
    private readonly database: Database,
    private readonly calendars: CalendarRepository,
  ) {}

  list(): Promise<BranchCalendar[]> {
    return this.calendars.of(this.database.db);
  }

  /** One branch's calendar, or undefined when there is no such branch. */
  async ofBranch(db: Kysely<DB> | Trx, branchId: number): Promise<BranchCalendar | undefined> {
    return (await this.calendars.of(db, branchId))[0];
  }

  /** A branch's hours on a day (`09:00–21:00`, an exception's first); null: closed, or not set up. */
  async hoursOn(db: Kysely<DB> | Trx, branchId: number, day: string): Promise<string | null> {
    const calendar = await this.ofBranch(db, branchId);
    if (!calendar) return null;
    const { open, opensAt, closesAt } = calendarDay(calendar, day);
    return open && opensAt && closesAt ? `${opensAt}–${closesAt}` : null;
  }

  /**
   * Replaces one branch's calendar. Lowering the cap below what is booked leaves the orders
   * there; the day shows full. An exception id that is not the branch's refuses it all.
   */
  update(input: CalendarInput): Promise<BranchCalendar> {
    return this.database.write(async (trx) => {
      const branch = await this.calendars.names(trx, input.branchId);
      if (!branch) throw ApiError.field('branchId', 'No such branch');
      const own = new Set(await this.calendars.exceptionIds(trx, input.branchId));
      const problems = listedIdProblems(
        input.exceptions,
        own,
        'exceptions',
        "Not one of this branch's exceptions",
      );
      if (problems.length > 0) throw new ApiError(400, 'validation', 'Validation failed', problems);
      await this.calendars.save(trx, input);
      await recordActivity(trx, {
        action: 'edit',
        entity: 'ContactUs',
        entityId: input.branchId,
        ...named(branch.nameEn, branch.nameAr),
      });
      return (await this.ofBranch(trx, input.branchId))!;
    });
  }
}
