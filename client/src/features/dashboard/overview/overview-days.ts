import { withHijri } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';

import { formatDate, localeOf } from '../../../lib/format';
import type { Language } from '../../../lib/language';

const shortDays = new Map<Language, Intl.DateTimeFormat>();

/** "Sat 28 Nov" (a day at UTC midnight, read in UTC): the chart's and the table's day. */
export function shortDay(iso: string, language: Language): string {
  let format = shortDays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    shortDays.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A day in full, with the Hijri date beside it when the shop shows it. */
export const longDay = (iso: string, language: Language, calendar: CalendarDisplay): string =>
  withHijri(formatDate(iso, language), iso, language, calendar);
