import { calendarDay } from '@cakeshop/shared';
import type { CategoryCapacity } from '@cakeshop/shared';
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

  /**
   * The caps per kind of cake a branch's day has of its own (a season's), by category: read in the
   * order's transaction from the exceptions covering the day, the one that decides as the calendar says.
   */
  async dayCategoryCaps(db: Kysely<DB> | Trx, branchId: number, day: string): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('calendarExceptions')
      .select(['fromDay', 'toDay', 'closed', 'categoryCapacities'])
      .where('branchId', '=', branchId)
      .where('fromDay', '<=', day)
      .where('toDay', '>=', day)
      .orderBy('fromDay')
      .orderBy('id')
      .execute();
    const exceptions = rows.map((row) => ({
      from: row.fromDay,
      to: row.toDay,
      closed: row.closed === 1,
      opensAt: null,
      closesAt: null,
      noteEn: null,
      noteAr: null,
      categoryCapacities:
        row.categoryCapacities === null ? [] : (JSON.parse(row.categoryCapacities) as CategoryCapacity[]),
    }));
    const { categoryCapacities } = calendarDay({ week: null, exceptions, orderCutoff: null }, day);
    return new Map(categoryCapacities.map((cap) => [cap.categoryId, cap.dailyCapacity]));
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
