import type { Language } from './language';

/** Intl locales per UI language; Arabic uses its own digits, as Arabic readers expect. */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** An ISO date (course start dates are UTC midnight) as day, month name, year. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // The stored instant is a calendar day at UTC midnight: read it in UTC so no zone shifts it.
    timeZone: 'UTC',
  }).format(date);
}

/** A price in the site currency (HomeData.currency), e.g. `£12.50` / `‏١٢٫٥٠ US$`. */
export function formatPrice(amount: number, currency: string, language: Language): string {
  try {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code must not break a page: show the number and the code.
    return `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** A year or a code (`© ٢٠٢٦`, `٤٠٤`): the locale's digits, no thousands separator. */
export function formatPlainNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { useGrouping: false }).format(value);
}
