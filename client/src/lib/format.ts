import { formatDay, formatMoment, formatMoney, numberFormat } from '@cakeshop/shared/format';

import type { Language } from './language';

// The one formatter of numbers, amounts and dates lives in shared (the server's messages use it
// too); these are its names on the client's screens.
export {
  currencySymbol,
  formatClock,
  factSeparator,
  formatNumber,
  formatPlainNumber,
  formatTime,
  joinFacts,
  localeOf,
} from '@cakeshop/shared/format';

/** An ISO date (course start dates are UTC midnight) as day, month name, year. */
export const formatDate = (iso: string, language: Language): string => formatDay(iso, language);

/**
 * A moment (an offer's end, a change deadline, a last login, an activity row) as date and time of
 * day on the shop's clock (HomeData.timeZone), with and without script.
 */
export const formatDateTime = (iso: string, language: Language, timeZone: string): string =>
  formatMoment(iso, language, timeZone);

/** A price in the site currency (HomeData.currency), e.g. `£12.50` / `‏١٢٫٥٠ US$`. */
export const formatPrice = (amount: number, currency: string, language: Language): string =>
  formatMoney(amount, currency, language);

/** A file size in megabytes, e.g. `1.4 MB` / `١٫٤ م.ب.`. */
export function formatMegabytes(bytes: number, language: Language): string {
  return formatMegabyteCount(bytes / 1_000_000, language);
}

/** A number of megabytes as the locale writes the unit, e.g. `5 MB` / `٥ م.ب.` (an upload limit). */
export function formatMegabyteCount(megabytes: number, language: Language): string {
  return numberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    megabytes,
  );
}
