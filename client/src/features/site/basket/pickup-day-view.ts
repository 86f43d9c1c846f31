import type { PickupDay, PickupDayState } from '@cakeshop/shared';
import type { TFunction } from 'i18next';

import { formatNumber, formatTime, joinFacts, localeOf } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { localized } from '../../../lib/localized';

/** A pick-up day in the visitor's words: what the select's option and the picker's cell say. */
export interface DayView {
  /** `YYYY-MM-DD`, the form's value. */
  value: string;
  iso: string;
  state: PickupDayState;
  /** "Saturday 4 April". */
  label: string;
  /** "Closed", "Full", "Too soon"; '' for a day that can be chosen. */
  reason: string;
  /** "09:00–17:00", '' when closed or not known. */
  hours: string;
  /** "3 cakes left", '' without a cap. */
  left: string;
  /** What the calendar says of the day (Eid), ''. */
  note: string;
}

export const REASON: Record<PickupDayState, TranslationKey | null> = {
  open: null,
  closed: 'site.calendar.closed',
  full: 'site.calendar.full',
  too_soon: 'site.calendar.tooSoon',
};

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** "Saturday 4 April" (UTC: the day is a calendar day at UTC midnight). */
export function dayLabel(iso: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

export function hoursText(opensAt: string | null, closesAt: string | null, language: Language): string {
  return opensAt && closesAt ? `${formatTime(opensAt, language)}–${formatTime(closesAt, language)}` : '';
}

export function dayViews(days: readonly PickupDay[], t: TFunction, language: Language): DayView[] {
  return days.map((day) => {
    const reason = REASON[day.state];
    return {
      value: day.date.slice(0, 10),
      iso: day.date,
      state: day.state,
      label: dayLabel(day.date, language),
      reason: reason ? t(reason) : '',
      hours: day.state === 'closed' ? '' : hoursText(day.opensAt, day.closesAt, language),
      left:
        day.state === 'open' && day.left !== null
          ? t('site.calendar.left', { count: day.left, number: formatNumber(day.left, language) })
          : '',
      note: localized(day, 'note', language),
    };
  });
}

/** Everything said of a day in one line: "Friday 3 April · Closed · Eid" / "الجمعة ٣ أبريل، مغلق، العيد". */
export const dayText = (day: DayView, language: Language) =>
  joinFacts([day.label, day.reason || day.hours, day.reason ? '' : day.left, day.note], language);
