import type { Kysely } from 'kysely';

import { ConditionalCounter } from '../../db/conditional-counter';
import type { Trx } from '../../db/database';
import type { DB } from '../../db/schema';

/** Which counter: a branch's day, for the whole branch (WHOLE_BRANCH) or one cake category. */
export interface CounterKey {
  branchId: number;
  pickupDate: string;
  scope: number;
}

export interface CounterRow extends CounterKey {
  taken: number;
}

/**
 * How many cakes each branch has booked per pick-up day and scope: taken and given back through
 * the one conditional counter (db/conditional-counter.ts), read here for a range of days.
 */
export class PickupCountersRepository {
  private readonly counter = new ConditionalCounter('pickupCounters');

  /** Counts `count` more cakes if they fit under `cap` (null: no cap); false when they do not fit. */
  take(trx: Trx, key: CounterKey, count: number, cap: number | null): Promise<boolean> {
    return this.counter.take(trx, key, count, cap);
  }

  /** Gives `count` cakes back (a cancelled order), never below zero. */
  giveBack(trx: Trx, key: CounterKey, count: number): Promise<void> {
    return this.counter.giveBack(trx, key, count);
  }

  /** A branch's counters from one day to another (both included), of these scopes: one query. */
  range(
    db: Kysely<DB> | Trx,
    branchId: number,
    from: string,
    to: string,
    scopes: readonly number[],
  ): Promise<CounterRow[]> {
    return db
      .selectFrom('pickupCounters')
      .selectAll()
      .where('branchId', '=', branchId)
      .where('pickupDate', '>=', from)
      .where('pickupDate', '<=', to)
      .where('scope', 'in', scopes)
      .execute();
  }
}
