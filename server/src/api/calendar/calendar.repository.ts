import type { BranchCalendar, branchCalendarInput, CalendarException } from '@cakeshop/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';

import type { Trx } from '../db/database';
import type { CalendarExceptionsTable, DB } from '../db/schema';

type CalendarInput = z.output<typeof branchCalendarInput>;

type CategoryCapacities = NonNullable<CalendarException['categoryCapacities']>;

const capsOf = (json: string | null): CategoryCapacities =>
  json === null ? [] : (JSON.parse(json) as CategoryCapacities);

const toException = (row: Selectable<CalendarExceptionsTable>): CalendarException => ({
  id: row.id,
  from: row.fromDay,
  to: row.toDay,
  closed: row.closed === 1,
  opensAt: row.opensAt,
  closesAt: row.closesAt,
  noteEn: row.noteEn,
  noteAr: row.noteAr,
  dailyCapacity: row.dailyCapacity,
  orderCutoff: row.orderCutoff,
  categoryCapacities: capsOf(row.categoryCapacities),
});

/** What a branch that has set nothing up has: open every day, no cut-off, no cap. */
const unset = (branchId: number): BranchCalendar => ({
  branchId,
  week: null,
  exceptions: [],
  orderCutoff: null,
  dailyCapacity: null,
});

/** Branches' calendars: their week, cut-off and cap in one row each, their exceptions beside it. */
export class CalendarRepository {
  /**
   * The calendars of the given branches (all of them, in the branches' order, when none is
   * given): two indexed queries. A branch that does not exist is left out.
   */
  async of(db: Kysely<DB> | Trx, branchId?: number): Promise<BranchCalendar[]> {
    const [branches, exceptions] = await Promise.all([
      db
        .selectFrom('branches')
        .leftJoin('branchCalendars', 'branchCalendars.branchId', 'branches.id')
        .select([
          'branches.id',
          'branchCalendars.week',
          'branchCalendars.orderCutoff',
          'branchCalendars.dailyCapacity',
        ])
        .$if(branchId !== undefined, (qb) => qb.where('branches.id', '=', branchId ?? 0))
        .orderBy('branches.sortOrder')
        .orderBy('branches.id')
        .execute(),
      db
        .selectFrom('calendarExceptions')
        .selectAll()
        .$if(branchId !== undefined, (qb) => qb.where('branchId', '=', branchId ?? 0))
        .orderBy('fromDay')
        .orderBy('id')
        .execute(),
    ]);
    return branches.map((row) => ({
      ...unset(row.id),
      week: row.week === null ? null : (JSON.parse(row.week) as BranchCalendar['week']),
      orderCutoff: row.orderCutoff,
      dailyCapacity: row.dailyCapacity,
      exceptions: exceptions.filter((exception) => exception.branchId === row.id).map(toException),
    }));
  }

  /** A branch's names, for the activity log. */
  names(trx: Trx, branchId: number): Promise<{ nameEn: string; nameAr: string } | undefined> {
    return trx
      .selectFrom('branches')
      .select(['nameEn', 'nameAr'])
      .where('id', '=', branchId)
      .executeTakeFirst();
  }

  /** Which of these cake categories exist. */
  async knownCategories(trx: Trx, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await trx
      .selectFrom('cakeCategories')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** The ids of the branch's exceptions. */
  async exceptionIds(trx: Trx, branchId: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('calendarExceptions')
      .select('id')
      .where('branchId', '=', branchId)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Writes the branch's calendar: its row (a cap left out keeps the one stored) and its exceptions
   * (those with an id updated, others added, the rest removed). The ids are the branch's own.
   */
  async save(trx: Trx, input: CalendarInput): Promise<void> {
    const row = {
      week: input.week === null ? null : JSON.stringify(input.week),
      orderCutoff: input.orderCutoff,
      ...(input.dailyCapacity === undefined ? {} : { dailyCapacity: input.dailyCapacity }),
    };
    await trx
      .insertInto('branchCalendars')
      .values({ branchId: input.branchId, dailyCapacity: null, ...row })
      .onConflict((conflict) => conflict.column('branchId').doUpdateSet(row))
      .execute();
    const kept = input.exceptions.flatMap((exception) => (exception.id === undefined ? [] : [exception.id]));
    await trx
      .deleteFrom('calendarExceptions')
      .where('branchId', '=', input.branchId)
      .$if(kept.length > 0, (qb) => qb.where('id', 'not in', kept))
      .execute();
    for (const exception of input.exceptions) {
      const {
        id,
        from,
        to,
        closed,
        opensAt,
        closesAt,
        noteEn,
        noteAr,
        dailyCapacity,
        orderCutoff,
        categoryCapacities,
      } = exception;
      // A closed day keeps no hours; an empty note is none. A cap or cut-off left out keeps the
      // one stored (a screen that does not show them saves the days without losing them).
      const values = {
        fromDay: from,
        toDay: to,
        closed: closed ? 1 : 0,
        opensAt: closed ? null : opensAt,
        closesAt: closed ? null : closesAt,
        noteEn: noteEn || null,
        noteAr: noteAr || null,
        ...(dailyCapacity === undefined ? {} : { dailyCapacity }),
        ...(orderCutoff === undefined ? {} : { orderCutoff }),
        ...(categoryCapacities === undefined
          ? {}
          : {
              categoryCapacities: categoryCapacities.length > 0 ? JSON.stringify(categoryCapacities) : null,
            }),
      };
      if (id === undefined)
        await trx
          .insertInto('calendarExceptions')
          .values({
            branchId: input.branchId,
            dailyCapacity: null,
            orderCutoff: null,
            categoryCapacities: null,
            ...values,
          })
          .execute();
      else await trx.updateTable('calendarExceptions').set(values).where('id', '=', id).execute();
    }
  }
}
