import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, FaqsTable } from '../db/schema';

export type FaqRow = Omit<FaqsTable, 'id'> & { id: number };
export type FaqValues = Omit<FaqsTable, 'id'>;

export class FaqRepository {
  constructor(private readonly db: Kysely<DB>) {}

  list(): Promise<FaqRow[]> {
    return this.db.selectFrom('faqs').selectAll().orderBy('sortOrder').orderBy('id').execute();
  }

  find(db: Kysely<DB> | Trx, id: number): Promise<FaqRow | undefined> {
    return db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The order a question added without one takes: after the last. */
  async nextSortOrder(trx: Trx): Promise<number> {
    const row = await trx
      .selectFrom('faqs')
      .select((eb) => eb.fn.max<number | null>('sortOrder').as('last'))
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async insert(trx: Trx, values: FaqValues): Promise<number> {
    const row = await trx.insertInto('faqs').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(trx: Trx, id: number, values: FaqValues): Promise<void> {
    await trx.updateTable('faqs').set(values).where('id', '=', id).execute();
  }

  async delete(trx: Trx, id: number): Promise<void> {
    await trx.deleteFrom('faqs').where('id', '=', id).execute();
  }
}
