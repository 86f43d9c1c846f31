import type { Kysely } from 'kysely';

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
 * How many cakes each branch has booked per pick-up day and scope. Every change is one statement
 * whose row count decides, so the check holds with several writers and under PostgreSQL's READ
 * COMMITTED as it does on SQLite: never a read, then a write that a concurrent one could slip
 * between.
 */
export class PickupCountersRepository {
  /** The counter exists afterwards (at 0 if it did not), whoever else creates it at the same moment. */
  private async ensure(trx: Trx, key: CounterKey): Promise<void> {
    await trx
      .insertInto('pickupCounters')
      .values({ ...key, taken: 0 })
      .onConflict((conflict) => conflict.columns(['branchId', 'pickupDate', 'scope']).doNothing())
      .execute();
  }

  /**
   * Counts `count` more cakes if they fit under `cap` (null: no cap), in one conditional write:
   * `UPDATE … SET taken = taken + n WHERE … AND taken + n <= cap`. False when they do not fit
   * (nothing changed).
   */
  async take(trx: Trx, key: CounterKey, count: number, cap: number | null): Promise<boolean> {
    await this.ensure(trx, key);
    const result = await trx
      .updateTable('pickupCounters')
      .set((eb) => ({ taken: eb('taken', '+', count) }))
      .where('branchId', '=', key.branchId)
      .where('pickupDate', '=', key.pickupDate)
      .where('scope', '=', key.scope)
      .$if(cap !== null, (qb) => qb.where((eb) => eb(eb('taken', '+', count), '<=', cap ?? 0)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives `count` cakes back (a cancelled order), never below zero. */
  async giveBack(trx: Trx, key: CounterKey, count: number): Promise<void> {
    await trx
      .updateTable('pickupCounters')
      .set((eb) => ({
        taken: eb
          .case()
          .when(eb('taken', '>', count))
          .then(eb('taken', '-', count))
          .else(0)
          .end(),
      }))
      .where('branchId', '=', key.branchId)
      .where('pickupDate', '=', key.pickupDate)
      .where('scope', '=', key.scope)
      .execute();
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
