import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { BranchesTable, DB } from '../db/schema';

export type Place = Selectable<BranchesTable>;

/**
 * Where a request happens: its branch, or the first branch when it names none (a class of a
 * one-shop bakery) or one that has since been removed. Undefined only when there is no branch.
 */
export async function placeOf(db: Kysely<DB> | Trx, branchId: number | null): Promise<Place | undefined> {
  const named =
    branchId === null
      ? undefined
      : await db.selectFrom('branches').selectAll().where('id', '=', branchId).executeTakeFirst();
  return (
    named ??
    (await db
      .selectFrom('branches')
      .selectAll()
      .orderBy('sortOrder')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst())
  );
}
