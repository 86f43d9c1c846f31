import { sql } from 'kysely';

import type { Trx } from './database';

/** The tables of counters: each counts `taken` under a key of its own columns. */
export interface CounterKeys {
  /** A branch's pick-up day, for the whole branch or one cake category. */
  pickupCounters: { branchId: number; pickupDate: string; scope: number };
  /** A delivery window on one day. */
  deliverySlotCounters: { slotId: number; day: string };
}

/** Each table's key columns, in the order of its primary key. */
const KEY_COLUMNS: { readonly [T in keyof CounterKeys]: readonly (keyof CounterKeys[T] & string)[] } = {
  pickupCounters: ['branchId', 'pickupDate', 'scope'],
  deliverySlotCounters: ['slotId', 'day'],
};

/**
 * Places counted under a cap, one table of counters: every change is one statement whose row
 * count decides, so two requests taking the last place at once, on one server or several, under
 * SQLite or PostgreSQL's READ COMMITTED, never both get it: never a read, then a write that a
 * concurrent one could slip between. The pick-up days' counters and the delivery windows' both
 * count through it.
 */
export class ConditionalCounter<T extends keyof CounterKeys> {
  private readonly columns: readonly (keyof CounterKeys[T] & string)[];

  constructor(private readonly table: T) {
    this.columns = KEY_COLUMNS[table];
  }

  private matches(key: CounterKeys[T]) {
    return sql.join(
      this.columns.map((column) => sql`${sql.ref(column)} = ${key[column]}`),
      sql` AND `,
    );
  }

  /** The counter exists afterwards (at 0 if it did not), whoever else creates it at the same moment. */
  private async ensure(trx: Trx, key: CounterKeys[T]): Promise<void> {
    await sql`INSERT INTO ${sql.table(this.table)}
        (${sql.join(this.columns.map((column) => sql.ref(column)))}, taken)
      VALUES (${sql.join(this.columns.map((column) => key[column]))}, 0)
      ON CONFLICT DO NOTHING`.execute(trx);
  }

  /**
   * Takes `count` places if they fit under `cap` (null: no cap), in one conditional write:
   * `UPDATE … SET taken = taken + n WHERE … AND taken + n <= cap`. False when they do not fit
   * (nothing changed).
   */
  async take(trx: Trx, key: CounterKeys[T], count: number, cap: number | null): Promise<boolean> {
    await this.ensure(trx, key);
    const result = await sql`UPDATE ${sql.table(this.table)} SET taken = taken + ${count}
      WHERE ${this.matches(key)}${cap === null ? sql`` : sql` AND taken + ${count} <= ${cap}`}`.execute(trx);
    return Number(result.numAffectedRows) === 1;
  }

  /** Gives `count` places back (a cancelled request, a payment that never came), never below zero. */
  async giveBack(trx: Trx, key: CounterKeys[T], count: number): Promise<void> {
    await sql`UPDATE ${sql.table(this.table)}
      SET taken = CASE WHEN taken > ${count} THEN taken - ${count} ELSE 0 END
      WHERE ${this.matches(key)}`.execute(trx);
  }
}
