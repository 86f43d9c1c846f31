import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, PagesTable } from '../db/schema';
import type { ImageColumns } from '../media/images';

export type PageKey = PagesTable['key'];
export type PageRow = PagesTable & ImageColumns;

/** Home, About and Instructor are one JSON document each, keyed by page. */
export class SinglePageRepository {
  constructor(private readonly db: Kysely<DB>) {}

  find(key: PageKey, db: Kysely<DB> | Trx = this.db): Promise<PageRow | undefined> {
    return db
      .selectFrom('pages')
      .leftJoin('images', 'images.key', 'pages.imageKey')
      .selectAll('pages')
      .select(['images.mainFile', 'images.variants'])
      .where('pages.key', '=', key)
      .executeTakeFirst();
  }

  async save(trx: Trx, key: PageKey, data: object, imageKey: string | null): Promise<void> {
    const values = { key, data: JSON.stringify(data), imageKey };
    await trx
      .insertInto('pages')
      .values(values)
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ data: values.data, imageKey }))
      .execute();
  }
}
