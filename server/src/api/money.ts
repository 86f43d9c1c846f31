import { exponentOf, fitsCurrency, toMinor } from '@cakeshop/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { Trx } from './db/database';
import type { DB } from './db/schema';
import { ApiError } from './errors';

/** The shop's currency as it is now (ISO 4217), read through the caller's `db` (a transaction's, inside one). */
export type ReadCurrency = (db: Kysely<DB> | Trx) => Promise<string>;

/**
 * An amount someone typed (a price, a quote, a payment) in the currency's minor unit. The contract
 * takes up to three decimals, for the dinars; more than the shop's currency has (1.255 in riyals)
 * is refused with 400 `money.decimals` beside the field, never rounded away unseen.
 */
export function minorOf(amount: number, currency: string, path: string): number {
  if (!fitsCurrency(amount, currency)) {
    const message = `${currency} amounts have at most ${exponentOf(currency)} decimals`;
    throw new ApiError(400, 'money.decimals', message, [{ path, message }]);
  }
  return toMinor(amount, currency);
}

/** The catalogue's prices, kept in the shop's currency as it is now (a request keeps its own). */
const CATALOGUE_PRICES = ['cakes', 'cakeSizes', 'courses'] as const;

/**
 * The shop's currency changes from one with `from`'s decimals to one with `to`'s: each catalogue
 * price keeps its number (12.30 AED is 12.300 KWD, 1.255 KWD is 1.26 SAR, half away from zero),
 * in the transaction that saves the change. It never converts at an exchange rate; requests made
 * before keep their amounts in the currency they were made in.
 */
export async function rescaleCatalogue(trx: Trx, from: string, to: string): Promise<void> {
  const shift = exponentOf(to) - exponentOf(from);
  if (shift === 0) return;
  for (const table of CATALOGUE_PRICES)
    await trx
      .updateTable(table)
      .set((eb) => ({
        priceMinor:
          shift > 0
            ? eb('priceMinor', '*', 10 ** shift)
            : sql<number>`CAST(ROUND(${eb.ref('priceMinor')} / ${sql.lit(10 ** -shift)}.0) AS BIGINT)`,
      }))
      .execute();
}
