import { calendarDay } from '@cakeshop/shared';
import type { BranchCalendar, branchCalendarInput, ClosedDayRequest, ErrorDetail } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import type { Database, Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError, listedIdProblems } from '../errors';
import type { CalendarRepository } from './calendar.repository';

type CalendarInput = z.output<typeof branchCalendarInput>;

/** Whether a branch is closed on a day (a branch that no longer exists closes nothing). */
export type ClosedOn = (branchId: number, day: string) => boolean;

/**
 * The requests a calendar change closes days under, and telling their visitors: the requests'
 * side of it, given where the API is assembled (this area knows no kind of request).
 */
export interface ClosingDays {
  /** The open requests at the branch, from today on, on days `after` closes and `before` opened. */
  affected(trx: Trx, before: BranchCalendar, after: BranchCalendar): Promise<ClosedDayRequest[]>;
  /** Tells each visitor, in the calendar's transaction. */
  tell(
    trx: Trx,
    hooks: TxHooks,
    affected: readonly ClosedDayRequest[],
    calendar: BranchCalendar,
  ): Promise<void>;
  /** Tells each visitor a season's shift moved a seasonal cake of their order off its day. */
  tellSeasonMoved(trx: Trx, hooks: TxHooks, affected: readonly ClosedDayRequest[]): Promise<void>;
}

/** Until the requests' side is told (`closeRequestsWith`): no request waits on any day. */
const NO_REQUESTS: ClosingDays = {
  affected: () => Promise.resolve([]),
  tell: () => Promise.resolve(),
  tellSeasonMoved: () => Promise.resolve(),
};

/** The branches' opening calendars, cut-offs and daily caps (the ContactUs area's week rows). */
export class CalendarService {
  private closing = NO_REQUESTS;

  constructor(
    private readonly database: Database,
    private readonly calendars: CalendarRepository,
  ) {}

  /**
   * The requests' side, built after the calendars it reads days from: from now on a calendar
   * change that closes days under requests asks it which they are, and tells their visitors.
   */
  closeRequestsWith(closing: ClosingDays): void {
    this.closing = closing;
  }

  /** Tells the visitors a season's shift moved a seasonal cake of their order off its day. */
  tellSeasonMoved(trx: Trx, hooks: TxHooks, affected: readonly ClosedDayRequest[]): Promise<void> {
    return this.closing.tellSeasonMoved(trx, hooks, affected);
  }

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

  /** Every branch's calendar read once (two queries), to ask of many requests whether their day is closed. */
  async closedOn(db: Kysely<DB> | Trx): Promise<ClosedOn> {
    const calendars = new Map((await this.calendars.of(db)).map((calendar) => [calendar.branchId, calendar]));
    return (branchId, day) => {
      const calendar = calendars.get(branchId);
      return calendar !== undefined && !calendarDay(calendar, day).open;
    };
  }

  /** The caps per kind of cake that name a category there is not, each by its field. */
  async unknownCategories(
    trx: Trx,
    lists: readonly { path: string; caps: readonly { categoryId: number }[] }[],
  ): Promise<ErrorDetail[]> {
    const known = await this.calendars.knownCategories(
      trx,
      lists.flatMap((list) => list.caps.map((cap) => cap.categoryId)),
    );
    return lists.flatMap((list) =>
      list.caps.flatMap((cap, index) =>
        known.has(cap.categoryId)
          ? []
          : [
              {
                path: `${list.path}.categoryCapacities.${index}.categoryId`,
                message: 'No such kind of cake',
              },
            ],
      ),
    );
  }

  /**
   * Replaces one branch's calendar. Lowering the cap below what is booked leaves the orders
   * there; the day shows full. An exception id that is not the branch's refuses it all. Closing a
   * day that holds open requests is refused, listing them, until the staff confirm it
   * (`closeRequests`); then each visitor is told in the same transaction.
   */
  update(input: CalendarInput): Promise<BranchCalendar> {
    return this.database.write(async (trx, hooks) => {
      const branch = await this.calendars.names(trx, input.branchId);
      const before = await this.ofBranch(trx, input.branchId);
      if (!branch || !before) throw ApiError.field('branchId', 'No such branch');
      const own = new Set(await this.calendars.exceptionIds(trx, input.branchId));
      const problems = listedIdProblems(
        input.exceptions,
        own,
        'exceptions',
        "Not one of this branch's exceptions",
      );
      problems.push(
        ...(await this.unknownCategories(
          trx,
          input.exceptions.map((exception, index) => ({
            path: `exceptions.${index}`,
            caps: exception.categoryCapacities ?? [],
          })),
        )),
      );
      if (problems.length > 0) throw new ApiError(400, 'validation', 'Validation failed', problems);
      await this.calendars.save(trx, input);
      const after = (await this.ofBranch(trx, input.branchId))!;
      const affected = await this.closing.affected(trx, before, after);
      // The write is undone with the refusal: nothing changes until the staff confirm.
      if (affected.length > 0 && !input.closeRequests) throw ApiError.closesRequests(affected);
      await this.closing.tell(trx, hooks, affected, after);
      await recordActivity(trx, {
        action: 'edit',
        entity: 'ContactUs',
        entityId: input.branchId,
        ...named(branch.nameEn, branch.nameAr),
      });
      return after;
    });
  }
}
