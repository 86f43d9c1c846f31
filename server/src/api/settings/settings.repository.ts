import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, ShopSettingsTable } from '../db/schema';

export type SettingsRow = Selectable<ShopSettingsTable>;

/** The one row of the shop's settings (its migration creates it). */
export const settingsRepository = {
  find(db: Kysely<DB> | Trx): Promise<SettingsRow | undefined> {
    return db.selectFrom('shopSettings').selectAll().where('id', '=', 1).executeTakeFirst();
  },

  /**
   * The save as one conditional write: the document is replaced and the version goes up by one
   * only if it is still `expected` (any version when undefined), so of two saves of the same
   * version exactly one gets a row back. A site whose row is missing gets it.
   */
  async save(
    trx: Trx,
    data: string,
    expected: number | undefined,
    stamp: { at: string; by: string },
  ): Promise<SettingsRow | undefined> {
    await trx
      .insertInto('shopSettings')
      .values({ id: 1, data: '{}', version: 0, updatedAt: null, updatedBy: null })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return trx
      .updateTable('shopSettings')
      .set((eb) => ({ data, version: eb('version', '+', 1), updatedAt: stamp.at, updatedBy: stamp.by }))
      .where('id', '=', 1)
      .$if(expected !== undefined, (qb) => qb.where('version', '=', expected ?? 0))
      .returningAll()
      .executeTakeFirst();
  },
};
