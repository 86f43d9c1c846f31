import type { Kysely, Migration } from 'kysely';

import { idColumn } from './dialect';

/** Season plans: Hijri rules per branch, and the years each was applied to (JSON lists). */
export const seasonPlans: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('season_plans')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('name_ar', 'text', (column) => column.notNull())
      .addColumn('rules', 'text', (column) => column.notNull())
      .addColumn('years', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  },
};
