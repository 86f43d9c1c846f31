import type { Kysely, Migration } from 'kysely';

/**
 * A branch's pauses: one row per branch and day on which it takes no new orders from visitors.
 * Keyed by both, so pausing a paused day is one upsert, and the visitor's check one lookup.
 */
export const branchPauses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('branch_pauses')
      .addColumn('branch_id', 'integer', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('note_en', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('note_ar', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('paused_at', 'text', (column) => column.notNull())
      .addColumn('paused_by', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('branch_pauses_pk', ['branch_id', 'day'])
      .execute();
  },
};
