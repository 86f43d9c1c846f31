/**
 * Money as the API stores and sends it. Prices travel as numbers with at most two decimals and
 * are stored as whole cents, so 12.30 stays 12.30 through any sum. Kept free of zod so any bundle
 * can use it.
 */

/** The currency of a site that has not chosen one (HomeData.currency). */
export const DEFAULT_CURRENCY = 'USD';

export const toCents = (price: number) => Math.round(price * 100);
export const fromCents = (cents: number) => cents / 100;

/** The site's currency, or the default while the home data is not known. */
export const currencyOf = (home: { currency?: string | null } | undefined | null): string =>
  home?.currency || DEFAULT_CURRENCY;

/**
 * A VAT-inclusive amount split under the site's rate in percent (HomeData.vatRate; 0: no VAT):
 * the VAT in it, rounded to the cent, and the net that remains, so net + VAT is always the gross.
 */
export function splitVat(grossCents: number, ratePercent: number): { netCents: number; vatCents: number } {
  const vatCents = ratePercent > 0 ? Math.round((grossCents * ratePercent) / (100 + ratePercent)) : 0;
  return { netCents: grossCents - vatCents, vatCents };
}
