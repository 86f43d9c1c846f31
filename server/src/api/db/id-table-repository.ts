import type { Insertable, Updateable } from 'kysely';

import type { Trx } from './database-types';
import type { DB, IdTable } from './schema';

/**
 * The writes every id-keyed table takes, so that an area's repository holds only its own reads.
 * The table is a type parameter so callers get that table's column types.
 */
export class IdTableRepository<T extends IdTable> {
  constructor(private readonly table: T) {}

  async insert(trx: Trx, values: Insertable<DB[T]>): Promise<number> {
    const row = await trx.insertInto(this.table).values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(trx: Trx, id: number, values: Updateable<DB[T]>): Promise<void> {
    // Kysely cannot resolve `where` on a type-parameter table; the union of all of them it can.
    const table: IdTable = this.table;
    await trx.updateTable(table).set(values).where('id', '=', id).execute();
  }

  async delete(trx: Trx, id: number): Promise<void> {
    const table: IdTable = this.table;
    await trx.deleteFrom(table).where('id', '=', id).execute();
  }
}
