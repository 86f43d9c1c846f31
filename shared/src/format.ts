/**
 * How every number, amount, date and time is written for a reader, in one place: the public
 * pages, the dashboard, the islands and the server's messages all format through these, so an
 * Arabic page writes Arabic-Indic digits (٣، ٦٠، ١٧٥٫٠٠ د.إ.) wherever a number appears, and an
 * English one Latin digits. Translated sentences take their numbers through the same functions
 * (`i18nextNumbers`). Kept free of zod and of i18next so any bundle can use it.
 */

export type FormatLanguage = 'en' | 'ar';

/**
 * Intl locales per language, with the numbering named: Arabic in Arabic-Indic digits ("arab"),
 * whatever the runtime's default for `ar` is (recent CLDR data gives Latin digits to some regions).
 * Egypt's conventions otherwise: the Gregorian calendar, month names as the Gulf reads them.
 */
const LOCALES: Record<FormatLanguage, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-arab' };

export const isFormatLanguage = (value: unknown): value is FormatLanguage => value === 'en' || value === 'ar';

export function localeOf(language: FormatLanguage): string {
  return LOCALES[language];
}

// Making an Intl formatter costs far more than using one, and a page of cards formats dozens of
// prices: each kind is made once per language and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(
  language: FormatLanguage,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/** A date formatter of the language; throws a RangeError for a time zone Intl does not know. */
export function dateFormat(
  language: FormatLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), options);
    dateFormats.set(key, formatter);
  }
  return formatter;
}

/** A count, a quantity, a limit: `1,234` / `١٬٢٣٤`. */
export function formatNumber(value: number, language: FormatLanguage): string {
  return numberFormat(language).format(value);
}

/** A year or a code (`© ٢٠٢٦`, `٤٠٤`): the locale's digits, no thousands separator. */
export function formatPlainNumber(value: number, language: FormatLanguage): string {
  return numberFormat(language, { useGrouping: false }).format(value);
}

/**
 * An amount in a currency as the language writes it: `AED 175.00` / `‏١٧٥٫٠٠ د.إ.‏`, with the
 * currency's own decimals (KWD, BHD, OMR: three).
 */
export function formatMoney(amount: number, currency: string, language: FormatLanguage): string {
  try {
    return numberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code must not break a page: show the number and the code.
    return `${numberFormat(language, { maximumFractionDigits: 3 }).format(amount)} ${currency}`;
  }
}

/**
 * A currency as the language names it inside a sentence ("Price (AED)", "السعر (د.إ.)"): the
 * symbol Intl writes beside an amount, so a sentence and the amounts under it agree.
 */
export function currencySymbol(currency: string, language: FormatLanguage): string {
  try {
    const parts = numberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

const LONG_DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The stored instant is a calendar day at UTC midnight: read it in UTC so no zone shifts it.
  timeZone: 'UTC',
};

/** A day (ISO at UTC midnight, as course dates and pick-up days are kept) as day, month name, year. */
export function formatDay(iso: string, language: FormatLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, LONG_DAY).format(date);
}

/**
 * A moment (an offer's end, a change deadline, a last login, an activity row) as date and time of
 * day on the shop's clock (HomeData.timeZone, the server's config.timeZone): never the reader's own
 * zone, nor the server's when a page is rendered there (UTC in containers), so it reads the same
 * with and without script, and the zone is required so no caller can forget it.
 */
export function formatMoment(iso: string, language: FormatLanguage, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return dateFormat(language, { ...options, timeZone }).format(date);
  } catch {
    // A zone this runtime does not know: UTC, as the site's days are read then (todayIn).
    return dateFormat(language, { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** A site-local time of day (`HH:mm`, as a course stores it) in the locale's way: `18:30` / `٦:٣٠ م`. */
export function formatTime(hhmm: string, language: FormatLanguage): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  // A fixed day read in UTC: the time is the course's own, no zone may move it.
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/**
 * A time of day without its part of the day (`2:00` / `٢:٠٠`), where the words around it say which
 * part it is ("after midnight").
 */
export function formatClock(hhmm: string, language: FormatLanguage): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .formatToParts(at)
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
}

/**
 * Short facts said in one line ("1 kg · 8–10 people"). Arabic joins them with its comma: a
 * middle dot between Arabic-Indic digits reads as the digit zero ("٢ كغ · ١٦–٢٠").
 */
const SEPARATORS: Record<FormatLanguage, string> = { en: ' · ', ar: '، ' };

export function joinFacts(
  facts: readonly (string | null | undefined | false)[],
  language: FormatLanguage,
): string {
  return facts.filter(Boolean).join(SEPARATORS[language]);
}

export function factSeparator(language: FormatLanguage): string {
  return SEPARATORS[language];
}

/**
 * i18next's formatter module (`i18n.use(i18nextNumbers)` with `interpolation.alwaysFormat`):
 * every number a translated sentence takes (`{{count}}`, `{{max}}`, `{{hours}}`) is written by
 * `formatNumber` in the sentence's language; text passes as it is. So no caller can put a Latin
 * digit into an Arabic sentence by handing t() a plain number.
 */
export const i18nextNumbers = {
  type: 'formatter' as const,
  init(): void {},
  add(): void {},
  addCached(): void {},
  format(value: unknown, _format: string | undefined, lng: string | undefined): unknown {
    return typeof value === 'number' && isFormatLanguage(lng) ? formatNumber(value, lng) : value;
  },
};
