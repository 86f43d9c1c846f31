import type { Kysely } from 'kysely';

import type { CakeOptions, CakeOptionsRepository } from '../../cake/cake-options.repository';
import type { Trx } from '../../db/database';
import type { DB } from '../../db/schema';

/** What an order or the date picker needs of a cake: its names, category, notice and options. */
export interface CakeFacts extends CakeOptions {
  id: number;
  nameEn: string;
  nameAr: string;
  cakeCategoryId: number;
  /** null: the site's lead time. */
  leadDays: number | null;
}

/** The facts a basket is checked against: its cakes, the caps of their categories, the branch. */
export class CakeFactsRepository {
  constructor(private readonly options: CakeOptionsRepository) {}

  /** The cakes that still exist among these ids (four indexed queries, whatever their number). */
  async cakes(db: Kysely<DB> | Trx, ids: readonly number[]): Promise<Map<number, CakeFacts>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const [rows, options] = await Promise.all([
      db
        .selectFrom('cakes')
        .select(['id', 'nameEn', 'nameAr', 'cakeCategoryId', 'leadDays'])
        .where('id', 'in', unique)
        .execute(),
      this.options.of(db, unique),
    ]);
    return new Map(rows.map((row) => [row.id, { ...row, ...options.get(row.id)! }]));
  }

  /** Each category's daily cap (null: none). */
  async categoryCaps(db: Kysely<DB> | Trx, ids: readonly number[]): Promise<Map<number, number | null>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .selectFrom('cakeCategories')
      .select(['id', 'dailyCapacity'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, row.dailyCapacity]));
  }

  /** Each seasonal cake's own daily cap (cake-seasons/; a cake without one: absent or null). */
  async cakeCaps(db: Kysely<DB> | Trx, ids: readonly number[]): Promise<Map<number, number | null>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .selectFrom('cakeSeasons')
      .select(['cakeId', 'dailyCapacity'])
      .where('cakeId', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.cakeId, row.dailyCapacity]));
  }

  /** Each category's names, for a day full for that kind of cake. */
  async categoryNames(
    db: Kysely<DB> | Trx,
    ids: readonly number[],
  ): Promise<Map<number, { nameEn: string; nameAr: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .selectFrom('cakeCategories')
      .select(['id', 'nameEn', 'nameAr'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map(({ id, nameEn, nameAr }) => [id, { nameEn, nameAr }]));
  }

  branch(db: Kysely<DB> | Trx, id: number) {
    return db.selectFrom('branches').select(['nameEn', 'nameAr']).where('id', '=', id).executeTakeFirst();
  }
}
