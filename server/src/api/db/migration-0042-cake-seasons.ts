import type { Kysely, Migration } from 'kysely';

/** Seasonal cakes: one row per cake offered only in a window of pick-up days, from a moment on. */
export const cakeSeasons: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cake_seasons')
      .addColumn('cake_id', 'integer', (column) => column.primaryKey())
      .addColumn('from_day', 'text', (column) => column.notNull())
      .addColumn('to_day', 'text', (column) => column.notNull())
      .addColumn('orderable_from', 'text')
      .execute();
  },
};
