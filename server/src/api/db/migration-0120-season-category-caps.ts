import type { Kysely, Migration } from 'kysely';

/**
 * A dated exception's own caps per kind of cake (a season's days: more Eid boxes, fewer wedding
 * cakes), as JSON `[{ categoryId, dailyCapacity }]`; null: each category's own.
 */
export const seasonCategoryCaps: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('calendar_exceptions').addColumn('category_capacities', 'text').execute();
  },
};
