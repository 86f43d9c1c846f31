import type { AnyDb } from './any-db';
import { phoneDigits } from '@cakeshop/shared';
import { canonicalPhone } from '@cakeshop/shared/phone-numbers';
import type { Migration } from 'kysely';

/** Every table of a visitor's request: each keeps the visitor's phone and its digits. */
const REQUEST_TABLES = ['cake_orders', 'course_bookings', 'waitlist_entries', 'custom_cake_requests'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Phones stored as they were typed ("050 987 6543", "+971 50…", "00971…") in one form, E.164 read
 * with the shop's country as it is set now (its WhatsApp number, else its time zone), so tracking
 * finds a request whichever way its phone is typed. A phone that is no number of any plan keeps
 * what it was, and is found by its digits as before.
 */
export const canonicalPhones: Migration = {
  async up(db: AnyDb) {
    const home = await db.selectFrom('pages').select('data').where('key', '=', 'home').executeTakeFirst();
    const stored = home ? (JSON.parse(text(home.data)) as Record<string, unknown>) : {};
    const settings = { whatsappNumber: text(stored.whatsappNumber), timeZone: text(stored.timeZone) };
    for (const table of REQUEST_TABLES) {
      const rows = await db.selectFrom(table).select(['id', 'phone']).execute();
      for (const row of rows) {
        const phone = canonicalPhone(text(row.phone), settings);
        if (phone === undefined || phone === row.phone) continue;
        await db
          .updateTable(table)
          .set({ phone, phone_digits: phoneDigits(phone) })
          .where('id', '=', row.id)
          .execute();
      }
    }
  },
};
