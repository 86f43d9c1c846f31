import { localeOf } from './format';
import type { Language } from './language';

/** 7 January 2024 was a Sunday: weekday n (0 Sunday, as in JavaScript) is 7 + n January. */
const A_SUNDAY = Date.UTC(2024, 0, 7);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A weekday's name in the reader's language ("Monday", "الاثنين"). */
export function weekdayName(weekday: number, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(A_SUNDAY + weekday * DAY_MS),
  );
}
