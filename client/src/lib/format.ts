import type { Language } from './language';

/** Intl locales per UI language; Arabic uses its own digits, as Arabic readers expect. */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

// Making an Intl formatter costs far more than using one, and a page of cards formats dozens of
// prices: each kind is made once per language and kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Makes the language's first number formatter, the one that loads its share of the browser's ICU
 * data (15–20 ms in Chromium, several times that on a slow phone): called in a task of its own
 * before hydration, so that cost does not land in the middle of rendering the first card.
 */
export function prepareNumberFormats(language: Language): void {
  numberFormat(language, {});
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The stored instant is a calendar day at UTC midnight: read it in UTC so no zone shifts it.
  timeZone: 'UTC',
};

function longDate(language: Language): Intl.DateTimeFormat {
  const key = `d ${language}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), LONG_DATE);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An ISO date (course start dates are UTC midnight) as day, month name, year. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return longDate(language).format(date);
}

/**
 * A moment (an offer's end, a change deadline, a last login, an activity row) as date and time of
 * day on the shop's clock (HomeData.timeZone): never the reader's own zone, nor the server's when
 * a page is rendered there (UTC in containers), so it reads the same with and without script.
 */
export function formatDateTime(iso: string, language: Language, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone }).format(date);
  } catch {
    // A zone this runtime does not know: UTC, as the site's days are read then (todayIn).
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** A price in the site currency (HomeData.currency), e.g. `£12.50` / `‏١٢٫٥٠ US$`. */
export function formatPrice(amount: number, currency: string, language: Language): string {
  try {
    return numberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code must not break a page: show the number and the code.
    return `${numberFormat(language, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, {}).format(value);
}

/** A year or a code (`© ٢٠٢٦`, `٤٠٤`): the locale's digits, no thousands separator. */
export function formatPlainNumber(value: number, language: Language): string {
  return numberFormat(language, { useGrouping: false }).format(value);
}

/** A site-local time of day (`HH:mm`, as a course stores it) in the locale's way, e.g. `18:30` / `٦:٣٠ م`. */
export function formatTime(hhmm: string, language: Language): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  // A fixed day read in UTC: the time is the course's own, no zone may move it.
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
}

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
