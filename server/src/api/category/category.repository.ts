import type { ActivityEntity, ContentKind } from '@cakeshop/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import { IdTableRepository } from '../db/id-table-repository';
import type { DB } from '../db/schema';

/** Cake categories and course categories share a shape; each kind names its tables. */
export interface CategoryKind {
  table: 'cakeCategories' | 'courseCategories';
  /** snake_case names for the raw SQL below. */
  sqlTable: 'cake_categories' | 'course_categories';
  itemsTable: 'cakes' | 'courses';
  itemsColumn: 'cake_category_id' | 'category_id';
  /** "cake" or "course", for messages. */
  itemNoun: string;
  /** What the activity log calls one, and drafts and versions its kind. */
  entity: Extract<ActivityEntity, ContentKind>;
  /** Whether it caps its items per branch and pick-up day (cake categories: `daily_capacity`). */
  capped: boolean;
}

export const CAKE_CATEGORIES: CategoryKind = {
  table: 'cakeCategories',
  sqlTable: 'cake_categories',
  itemsTable: 'cakes',
  itemsColumn: 'cake_category_id',
  itemNoun: 'cake',
  entity: 'CakeCategory',
  capped: true,
};

export const COURSE_CATEGORIES: CategoryKind = {
  table: 'courseCategories',
  sqlTable: 'course_categories',
  itemsTable: 'courses',
  itemsColumn: 'category_id',
  itemNoun: 'course',
  entity: 'Category',
  capped: false,
};

export interface CategoryRow {
  id: number;
  nameEn: string;
  nameAr: string;
  itemCount: number;
  /** Cake categories only. */
  dailyCapacity?: number | null;
}

export class CategoryRepository extends IdTableRepository<CategoryKind['table']> {
  constructor(
    private readonly db: Kysely<DB>,
    readonly kind: CategoryKind,
  ) {
    super(kind.table);
  }

  private select(where: ReturnType<typeof sql>) {
    const { sqlTable, itemsTable, itemsColumn, capped } = this.kind;
    // itemCount is an indexed count (items_by_category covers it), one per category.
    return sql<CategoryRow>`
      SELECT c.id, c.name_en, c.name_ar, ${capped ? sql`c.daily_capacity,` : sql``}
             (SELECT COUNT(*) FROM ${sql.raw(itemsTable)} i WHERE i.${sql.raw(itemsColumn)} = c.id) AS item_count
      FROM ${sql.raw(sqlTable)} c ${where}
      ORDER BY c.name_en COLLATE NOCASE, c.id`;
  }

  async list(): Promise<CategoryRow[]> {
    return (await this.select(sql``).execute(this.db)).rows;
  }

  async find(db: Kysely<DB> | Trx, id: number): Promise<CategoryRow | undefined> {
    return (await this.select(sql`WHERE c.id = ${id}`).execute(db)).rows[0];
  }

  /** Sets a cake category's cap (null: none); absent leaves it as it is. */
  async setCapacity(trx: Trx, id: number, dailyCapacity: number | null | undefined): Promise<void> {
    if (!this.kind.capped || dailyCapacity === undefined) return;
    await trx.updateTable('cakeCategories').set({ dailyCapacity }).where('id', '=', id).execute();
  }
}
