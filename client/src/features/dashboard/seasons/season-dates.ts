import { localeOf } from '../../../lib/format';

/** A span of days in the shop's words (`28 February – 7 March 2027`); days are ISO at UTC midnight. */
export function gregorianRange(from: string, to: string, language: 'en' | 'ar'): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(from), new Date(to));
}
