import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

/** Which counter: a delivery window on one day. */
export interface SlotKey {
  slotId: number;
  day: string;
}

/**
 * How many orders each delivery window has taken per day. Every change is one statement whose
 * row count decides (as the pick-up days' counters), so two visitors taking a window's last place
 * at once, on one server or several, under SQLite or PostgreSQL's READ COMMITTED, never both get
 * it: never a read, then a write that a concurrent one could slip between.
 */
export class SlotCountersRepository {
  /** The counter exists afterwards (at 0 if it did not), whoever else creates it at the same moment. */
  private async ensure(trx: Trx, key: SlotKey): Promise<void> {
    await trx
      .insertInto('deliverySlotCounters')
      .values({ ...key, taken: 0 })
      .onConflict((conflict) => conflict.columns(['slotId', 'day']).doNothing())
      .execute();
  }

  /**
   * Takes `count` places if they fit under `capacity`, in one conditional write
   * (`UPDATE … SET taken = taken + n WHERE … AND taken + n <= capacity`). False when they do not
   * (nothing changed).
   */
  async reserve(trx: Trx, key: SlotKey, count: number, capacity: number): Promise<boolean> {
    await this.ensure(trx, key);
    const result = await trx
      .updateTable('deliverySlotCounters')
      .set((eb) => ({ taken: eb('taken', '+', count) }))
      .where('slotId', '=', key.slotId)
      .where('day', '=', key.day)
      .where((eb) => eb(eb('taken', '+', count), '<=', capacity))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives `count` places back (a cancelled order, a payment that never came), never below zero. */
  async release(trx: Trx, key: SlotKey, count: number): Promise<void> {
    await trx
      .updateTable('deliverySlotCounters')
      .set((eb) => ({
        taken: eb
          .case()
          .when(eb('taken', '>', count))
          .then(eb('taken', '-', count))
          .else(0)
          .end(),
      }))
      .where('slotId', '=', key.slotId)
      .where('day', '=', key.day)
      .execute();
  }

  /** What these windows have taken on one day: one query. */
  async takenOn(db: Kysely<DB> | Trx, slotIds: readonly number[], day: string): Promise<Map<number, number>> {
    if (slotIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('deliverySlotCounters')
      .select(['slotId', 'taken'])
      .where('slotId', 'in', slotIds)
      .where('day', '=', day)
      .execute();
    return new Map(rows.map((row) => [row.slotId, row.taken]));
  }

  /** Of these windows, those holding orders from `from` on. */
  async inUseFrom(db: Kysely<DB> | Trx, slotIds: readonly number[], from: string): Promise<number[]> {
    if (slotIds.length === 0) return [];
    const rows = await db
      .selectFrom('deliverySlotCounters')
      .select('slotId')
      .distinct()
      .where('slotId', 'in', slotIds)
      .where('day', '>=', from)
      .where('taken', '>', 0)
      .execute();
    return rows.map((row) => row.slotId);
  }
}
