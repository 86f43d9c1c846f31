/**
 * The Umm al-Qura Hijri calendar beside the Gregorian one, through Intl alone, the same on the
 * server (Node) and in the browser. The calendar and the digits are always named in the locale:
 * `ar-SA` alone now gives Gregorian dates in recent CLDR data, and the plain `islamic` calendar
 * (astronomical) is a day off Umm al-Qura on some dates, the calendar Saudi Arabia and the Gulf's
 * shops plan by. Kept free of zod and i18next, as format.ts is, so any bundle can use it.
 */
import type { FormatLanguage } from './format';

/** What the shop shows of a day: the Gregorian date only, or with the Umm al-Qura date beside it. */
export const CALENDAR_DISPLAYS = ['gregorian', 'gregorian-hijri'] as const;
export type CalendarDisplay = (typeof CALENDAR_DISPLAYS)[number];
export const DEFAULT_CALENDAR_DISPLAY: CalendarDisplay = 'gregorian';

export const isCalendarDisplay = (value: unknown): value is CalendarDisplay =>
  CALENDAR_DISPLAYS.some((display) => display === value);

const HIJRI_LOCALES: Record<FormatLanguage, string> = {
  en: 'en-GB-u-ca-islamic-umalqura-nu-latn',
  ar: 'ar-SA-u-ca-islamic-umalqura-nu-arab',
};
/** For reading the numbers of a Hijri day, whatever the reader's language. */
const NUMERIC_LOCALE = 'en-US-u-ca-islamic-umalqura-nu-latn';

// A stored day is a calendar day at UTC midnight: read in UTC so no zone moves it by a day.
const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const NUMERIC: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
};

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A day of the Hijri year; `month` is 1 (Muharram) .. 12 (Dhu al-Hijjah). */
export interface HijriDay {
  year: number;
  month: number;
  day: number;
}

/** The Umm al-Qura day of a day (ISO at UTC midnight), or null for what is not a date. */
export function hijriOf(iso: string): HijriDay | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = formatOf(NUMERIC_LOCALE, NUMERIC).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const found = { year: part('year'), month: part('month'), day: part('day') };
  return [found.year, found.month, found.day].every(Number.isInteger) ? found : null;
}

/** "1 Ramadan 1448 AH" / "١ رمضان ١٤٤٨ هـ"; '' for what is not a date. */
export function formatHijriDay(iso: string, language: FormatLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatOf(HIJRI_LOCALES[language], LONG).format(date);
}

/** The Hijri date to write beside a Gregorian one under the shop's setting, '' when it shows none. */
export function hijriBeside(iso: string, language: FormatLanguage, display: CalendarDisplay): string {
  return display === 'gregorian-hijri' ? formatHijriDay(iso, language) : '';
}

/**
 * A Gregorian date with the Hijri one after it when the shop shows both:
 * "8 February 2027 (1 Ramadan 1448 AH)" / "٨ فبراير ٢٠٢٧ (١ رمضان ١٤٤٨ هـ)".
 */
export function withHijri(
  gregorian: string,
  iso: string,
  language: FormatLanguage,
  display: CalendarDisplay,
): string {
  const hijri = hijriBeside(iso, language, display);
  return hijri && gregorian ? `${gregorian} (${hijri})` : gregorian;
}

/**
 * The Hijri dates of a run of days beside the Gregorian range ("1–3 Shawwal 1448 AH" /
 * "١–٣ شوال ١٤٤٨ هـ"), '' when the shop shows none or a day is not a date.
 */
export function hijriRangeBeside(
  from: string,
  to: string,
  language: FormatLanguage,
  display: CalendarDisplay,
): string {
  if (display !== 'gregorian-hijri') return '';
  const start = new Date(from);
  const end = new Date(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return '';
  return formatOf(HIJRI_LOCALES[language], LONG).formatRange(start, end);
}

/** A Hijri month's name as the language writes it ("Ramadan" / "رمضان"); '' for no month. */
export function hijriMonthName(month: number, language: FormatLanguage): string {
  const first = gregorianOf({ year: 1448, month, day: 1 });
  if (!first) return '';
  return formatOf(HIJRI_LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(new Date(first));
}

/** The Hijri year of a day (ISO at UTC midnight), for "this year" and "next year" in the plans. */
export const hijriYearOf = (iso: string): number | null => hijriOf(iso)?.year ?? null;

const DAY_MS = 86_400_000;
// 1 Muharram 1 AH in the proleptic Gregorian calendar (16 July 622), and the mean Hijri year.
const EPOCH_MS = Date.UTC(622, 6, 16);
const MEAN_YEAR_DAYS = 354.36667;
const MEAN_MONTH_DAYS = 29.530589;

const compare = (a: HijriDay, b: HijriDay) => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * The Gregorian day (ISO at UTC midnight) Umm al-Qura gives for a Hijri day, or null when that
 * month has no such day (30 in a 29-day month). Found by walking from the mean estimate with
 * `hijriOf`, so it agrees with what every page shows for that day by construction.
 */
export function gregorianOf(wanted: HijriDay): string | null {
  if (![wanted.year, wanted.month, wanted.day].every(Number.isInteger)) return null;
  if (wanted.month < 1 || wanted.month > 12 || wanted.day < 1 || wanted.day > 30) return null;
  const estimate =
    EPOCH_MS +
    Math.round((wanted.year - 1) * MEAN_YEAR_DAYS + (wanted.month - 1) * MEAN_MONTH_DAYS + wanted.day - 1) *
      DAY_MS;
  let at = estimate;
  // The mean estimate is within a few days; a bounded walk toward the day settles it.
  for (let step = 0; step < 10; step += 1) {
    const iso = new Date(at).toISOString();
    const found = hijriOf(iso);
    if (!found) return null;
    const order = compare(found, wanted);
    if (order === 0) return iso;
    const next = at + (order < 0 ? DAY_MS : -DAY_MS);
    const after = hijriOf(new Date(next).toISOString());
    // Stepped over the wanted day without landing on it: the month has no such day.
    if (after && Math.sign(compare(after, wanted)) === -Math.sign(order)) return null;
    at = next;
  }
  return null;
}
