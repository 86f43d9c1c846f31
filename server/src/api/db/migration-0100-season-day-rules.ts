import type { Kysely, Migration } from 'kysely';

/**
 * A dated exception's own cap on cakes and cut-off (a season's days: double capacity in Ramadan's
 * last nights, an earlier cut-off on Eid eve); null: the branch's.
 */
export const seasonDayRules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('calendar_exceptions').addColumn('daily_capacity', 'integer').execute();
    await db.schema.alterTable('calendar_exceptions').addColumn('order_cutoff', 'text').execute();
  },
};
