import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

/** Whether any of an order's cakes is kept by its season to other days than `day`. */
export type OutOfSeason = (cakeIds: readonly number[], day: string) => boolean;

/**
 * The seasonal cakes' windows as they now are (read once per batch of orders). An order is only
 * taken for a cake inside its window, so one waiting for a cake on a day outside it was left there
 * by the shop (a moon-sighting shift moved the cake's days, or the staff changed its window): its
 * visitor may move or cancel it free of charge, as for a day the shop closed.
 */
export async function outOfSeason(db: Kysely<DB> | Trx): Promise<OutOfSeason> {
  const windows = new Map(
    (await db.selectFrom('cakeSeasons').select(['cakeId', 'fromDay', 'toDay']).execute()).map((row) => [
      row.cakeId,
      row,
    ]),
  );
  return (cakeIds, day) =>
    cakeIds.some((cakeId) => {
      const window = windows.get(cakeId);
      return window !== undefined && (day < window.fromDay || day > window.toDay);
    });
}
