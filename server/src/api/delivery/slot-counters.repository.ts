import type { Kysely } from 'kysely';

import { ConditionalCounter } from '../db/conditional-counter';
import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

/** Which counter: a delivery window on one day. */
export interface SlotKey {
  slotId: number;
  day: string;
}

/**
 * How many orders each delivery window has taken per day: taken and given back through the one
 * conditional counter (db/conditional-counter.ts), as the pick-up days' counters are.
 */
export class SlotCountersRepository {
  private readonly counter = new ConditionalCounter('deliverySlotCounters');

  /** Takes `count` places if they fit under `capacity`; false when they do not (nothing changed). */
  reserve(trx: Trx, key: SlotKey, count: number, capacity: number): Promise<boolean> {
    return this.counter.take(trx, key, count, capacity);
  }

  /** Gives `count` places back (a cancelled order, a payment that never came), never below zero. */
  release(trx: Trx, key: SlotKey, count: number): Promise<void> {
    return this.counter.giveBack(trx, key, count);
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
