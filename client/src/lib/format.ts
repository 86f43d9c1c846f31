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
