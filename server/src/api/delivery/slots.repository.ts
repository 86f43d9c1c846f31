import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, DeliveryTables } from '../db/schema';

export type SlotRow = Selectable<DeliveryTables['deliverySlots']>;
export type SlotValues = Omit<SlotRow, 'id' | 'branchId'>;

/** Each branch's delivery windows per weekday. */
export class SlotsRepository {
  of(db: Kysely<DB> | Trx, branchId: number): Promise<SlotRow[]> {
    return db
      .selectFrom('deliverySlots')
      .selectAll()
      .where('branchId', '=', branchId)
      .orderBy('weekday')
      .orderBy('startsAt')
      .orderBy('id')
      .execute();
  }

  find(db: Kysely<DB> | Trx, slotId: number): Promise<SlotRow | undefined> {
    return db.selectFrom('deliverySlots').selectAll().where('id', '=', slotId).executeTakeFirst();
  }

  /** Replaces a branch's windows: kept ones (by id) updated, the others removed, new ones added. */
  async replace(
    trx: Trx,
    branchId: number,
    slots: readonly { id?: number | undefined; values: SlotValues }[],
  ): Promise<void> {
    const kept = slots.flatMap((slot) => (slot.id === undefined ? [] : [slot.id]));
    await trx
      .deleteFrom('deliverySlots')
      .where('branchId', '=', branchId)
      .$if(kept.length > 0, (qb) => qb.where('id', 'not in', kept))
      .execute();
    for (const slot of slots) {
      if (slot.id === undefined)
        await trx
          .insertInto('deliverySlots')
          .values({ branchId, ...slot.values })
          .execute();
      else await trx.updateTable('deliverySlots').set(slot.values).where('id', '=', slot.id).execute();
    }
  }
}
