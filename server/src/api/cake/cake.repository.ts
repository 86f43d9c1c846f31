import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import { IdTableRepository } from '../db/id-table-repository';
import type { CakesTable, DB } from '../db/schema';
import { containsPattern } from '../db/text-search';
import type { ImageColumns } from '../media/images';

export type CakeRow = Omit<CakesTable, 'id'> & { id: number } & ImageColumns;
export type CakeValues = Omit<CakesTable, 'id'>;

export interface CakeFilter {
  catId?: number;
  q: string;
  offset: number;
  limit: number;
}

export class CakeRepository extends IdTableRepository<'cakes'> {
  constructor(private readonly db: Kysely<DB>) {
    super('cakes');
  }

  private select(db: Kysely<DB> | Trx) {
    return db
      .selectFrom('cakes')
      .leftJoin('images', 'images.key', 'cakes.imageKey')
      .selectAll('cakes')
      .select(['images.mainFile', 'images.variants']);
  }

  /**
   * A page, newest first. The page's ids come from a narrow index (cakes_by_id, or
   * cakes_by_category with a category), so skipping 60,000 rows walks index entries, not rows;
   * only the page's own rows are read in full.
   */
  async page({ catId, q, offset, limit }: CakeFilter): Promise<{ rows: CakeRow[]; totalCount: number }> {
    const filtered = this.db
      .selectFrom('cakes')
      .$if(catId !== undefined, (qb) => qb.where('cakeCategoryId', '=', catId ?? 0))
      .$if(q !== '', (qb) =>
        qb.where(
          sql<boolean>`(name_en LIKE ${containsPattern(q)} ESCAPE '\\' OR name_ar LIKE ${containsPattern(q)} ESCAPE '\\')`,
        ),
      );
    const [count, ids] = await Promise.all([
      filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      filtered.select('id').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    ]);
    const rows = ids.length
      ? await this.select(this.db)
          .where(
            'cakes.id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('cakes.id', 'desc')
          .execute()
      : [];
    return { rows, totalCount: Number(count.count) };
  }

  find(db: Kysely<DB> | Trx, id: number): Promise<CakeRow | undefined> {
    return this.select(db).where('cakes.id', '=', id).executeTakeFirst();
  }
}
