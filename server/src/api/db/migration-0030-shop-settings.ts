import type { AnyDb } from './any-db';
import { sql } from 'kysely';
import type { Migration } from 'kysely';

/** The Home page's fields that were the shop's settings, as the earlier versions stored them. */
const MOVED = [
  'currency',
  'vatRate',
  'timeZone',
  'orderLeadDays',
  'orderNoteEn',
  'orderNoteAr',
  'whatsappNumber',
  'waitlistHoldHours',
  'pickupChangeHours',
  'classChangeHours',
];

/**
 * The shop's settings get a record of their own (one row: a JSON document, and its version for
 * the owner's compare-and-swap). The values the Home page held move into it as they were, and
 * leave the Home page's document; a field the site never saved is left out and reads its default.
 * The Home page's kept versions are history and keep what they held.
 */
export const shopSettings: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('shop_settings')
      .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('updated_at', 'text')
      .addColumn('updated_by', 'text')
      .execute();
    const home = await db.selectFrom('pages').select('data').where('key', '=', 'home').executeTakeFirst();
    const stored = typeof home?.data === 'string' ? (JSON.parse(home.data) as Record<string, unknown>) : {};
    const settings = Object.fromEntries(
      MOVED.filter((key) => key in stored).map((key) => [key, stored[key]]),
    );
    await db
      .insertInto('shop_settings')
      .values({ id: 1, data: JSON.stringify(settings), version: 0, updated_at: null, updated_by: null })
      .execute();
    if (!home) return;
    const rest = Object.fromEntries(Object.entries(stored).filter(([key]) => !MOVED.includes(key)));
    await db
      .updateTable('pages')
      .set({ data: JSON.stringify(rest) })
      .where('key', '=', 'home')
      .execute();
  },
};
