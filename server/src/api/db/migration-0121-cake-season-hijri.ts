import type { Kysely, Migration } from 'kysely';

/**
 * The Hijri days a seasonal cake's window was given as (JSON `{ year, from, to }`; null: Gregorian
 * days), so the window moves with a moon-sighting shift of the season whose days it names.
 */
export const cakeSeasonHijri: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('cake_seasons').addColumn('hijri', 'text').execute();
  },
};
