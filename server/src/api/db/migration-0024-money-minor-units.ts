import type { AnyDb } from './any-db';
import { exponentOf } from '@cakeshop/shared';
import { sql } from 'kysely';
import type { Migration } from 'kysely';

/** Every stored amount: whole cents until now, in the minor unit of the site's currency from here on. */
const AMOUNTS: Readonly<Record<string, readonly string[]>> = {
  cakes: ['price'],
  cake_sizes: ['price'],
  courses: ['price'],
  cake_orders: ['total'],
  order_lines: ['unit_price', 'gross', 'net', 'vat'],
  custom_cake_requests: ['budget', 'quote_price', 'quote_deposit'],
  order_payments: ['amount'],
};

/** Where amounts are kept with their currency: each request, each payment. */
const WITH_CURRENCY = [
  'cake_orders',
  'course_bookings',
  'waitlist_entries',
  'custom_cake_requests',
  'order_payments',
];

/**
 * Money in the minor unit of the shop's currency (shared/src/money.ts): each `*_cents` column
 * becomes `*_minor`. Amounts were kept as hundredths whatever the currency, so a site in a
 * currency of three decimals (Kuwaiti, Bahraini, Jordanian dinars, Omani rials) has them
 * multiplied by 10 (a 1.25 KWD cake, 125 hundredths, is 1250 fils), and one of none (yen)
 * divided by 100, rounded half away from zero. The currency is the one the site has now, and each
 * request and payment keeps it beside its amounts from here on (a later change of the shop's
 * currency never reads old amounts in the new one).
 */
export const moneyMinorUnits: Migration = {
  async up(db: AnyDb) {
    const home = await db.selectFrom('pages').select('data').where('key', '=', 'home').executeTakeFirst();
    const stored = home ? (JSON.parse(String(home.data)) as { currency?: unknown }) : {};
    const currency = typeof stored.currency === 'string' ? stored.currency : 'USD';
    const exponent = exponentOf(currency);
    for (const table of WITH_CURRENCY)
      await db.schema
        .alterTable(table)
        .addColumn('currency', 'text', (col) => col.notNull().defaultTo(currency))
        .execute();
    for (const [table, amounts] of Object.entries(AMOUNTS))
      for (const amount of amounts) {
        const column = `${amount}_minor`;
        await db.schema.alterTable(table).renameColumn(`${amount}_cents`, column).execute();
        if (exponent === 2) continue;
        const ref = sql.ref(column);
        const scaled =
          exponent > 2
            ? sql`${ref} * ${sql.lit(10 ** (exponent - 2))}`
            : sql`CAST(ROUND(${ref} / ${sql.lit(10 ** (2 - exponent))}.0) AS BIGINT)`;
        await db
          .updateTable(table)
          .set({ [column]: scaled })
          .where(ref, 'is not', null)
          .execute();
      }
  },
};
