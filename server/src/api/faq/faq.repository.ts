import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import { IdTableRepository } from '../db/id-table-repository';
import type { DB, FaqsTable } from '../db/schema';

export type FaqRow = Omit<FaqsTable, 'id'> & { id: number };

export class FaqRepository extends IdTableRepository<'faqs'> {
  constructor(private readonly db: Kysely<DB>) {
    super('faqs');
  }

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
}
