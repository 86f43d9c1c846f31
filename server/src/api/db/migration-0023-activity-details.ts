import type { Kysely, Migration } from 'kysely';

/**
 * What a write did, as JSON data beside its summary (the contract's `ActivityDetails`), so the
 * activity screen words it in the reader's language. Rows written before have none.
 */
export const activityDetails: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('activity').addColumn('details', 'text').execute();
  },
};
