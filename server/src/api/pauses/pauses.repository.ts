import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { BranchPausesTable, DB } from '../db/schema';

type Db = Kysely<DB> | Trx;

/** The branches' paused days: the one place their SQL lives. */
export const pausesRepository = {
  /** The pause of a branch on a day, if any. */
  find(db: Db, branchId: number, day: string): Promise<BranchPausesTable | undefined> {
    return db
      .selectFrom('branchPauses')
      .selectAll()
      .where('branchId', '=', branchId)
      .where('day', '=', day)
      .executeTakeFirst();
  },

  /** Every pause from `from` on (all branches, or one), by day then branch. */
  from(db: Db, from: string, branchId?: number): Promise<BranchPausesTable[]> {
    let query = db.selectFrom('branchPauses').selectAll().where('day', '>=', from);
    if (branchId !== undefined) query = query.where('branchId', '=', branchId);
    return query.orderBy('day').orderBy('branchId').execute();
  },

  /** Pauses the day, or replaces its note: one statement, so two staff pausing at once leave one row. */
  async save(trx: Trx, row: BranchPausesTable): Promise<void> {
    await trx
      .insertInto('branchPauses')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['branchId', 'day']).doUpdateSet({
          noteEn: row.noteEn,
          noteAr: row.noteAr,
          pausedAt: row.pausedAt,
          pausedBy: row.pausedBy,
        }),
      )
      .execute();
  },

  /** True when there was a pause to end. */
  async remove(trx: Trx, branchId: number, day: string): Promise<boolean> {
    const removed = await trx
      .deleteFrom('branchPauses')
      .where('branchId', '=', branchId)
      .where('day', '=', day)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  },

  async branchNames(db: Db, branchId: number): Promise<{ nameEn: string; nameAr: string } | undefined> {
    return db
      .selectFrom('branches')
      .select(['nameEn', 'nameAr'])
      .where('id', '=', branchId)
      .executeTakeFirst();
  },
};
