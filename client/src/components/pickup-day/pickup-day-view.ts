import type { PickupDay, PickupDayState } from '@cakeshop/shared';
import { withHijri } from '@cakeshop/shared/hijri';
import { closesAfterMidnight } from '@cakeshop/shared/opening-hours';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import type { TFunction } from 'i18next';

import { formatClock, formatNumber, formatTime, joinFacts, localeOf } from '../../lib/format';
import type { TranslationKey } from '../../lib/i18n';
import type { Language } from '../../lib/language';
import { localized } from '../../lib/localized';

/** A pick-up day in the visitor's words: what the select's option and the picker's cell say. */
export interface DayView {
  /** `YYYY-MM-DD`, the form's value. */
  value: string;
  iso: string;
  state: PickupDayState;
  /** "Saturday 4 April", with the shop's Hijri date beside it when it shows one: "(1 Ramadan 1448 AH)". */
  label: string;
  /** "Closed", "Full", "Too soon"; '' for a day that can be chosen. */
  reason: string;
  /** The reason in full where there is room for it: "Full for Wedding cakes"; else the reason. */
  detail: string;
  /** "09:00–17:00", '' when closed or not known. */
  hours: string;
  /** "3 cakes left", '' without a cap. */
  left: string;
  /** What the calendar says of the day (Eid), ''. */
  note: string;
}

const REASON: Record<PickupDayState, TranslationKey | null> = {
  open: null,
  closed: 'site.calendar.closed',
  full: 'site.calendar.full',
  too_soon: 'site.calendar.tooSoon',
};

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** "Saturday 4 April" (UTC: the day is a calendar day at UTC midnight). */
function dayLabel(iso: string, language: Language): string {
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

/** "09:00–17:00"; a night open past midnight as "20:00 until 2:00 after midnight". */
export function hoursText(
  opensAt: string | null,
  closesAt: string | null,
  language: Language,
  t: TFunction,
): string {
  if (!opensAt || !closesAt) return '';
  const opens = formatTime(opensAt, language);
  if (!closesAfterMidnight(opensAt, closesAt)) return `${opens}–${formatTime(closesAt, language)}`;
  return t('site.calendar.hoursPastMidnight', { opens, closes: formatClock(closesAt, language) });
}

/** "Wedding cakes and Cupcakes", as the language lists things. */
function listOf(names: readonly string[], language: Language): string {
  try {
    return new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

export function dayViews(
  days: readonly PickupDay[],
  t: TFunction,
  language: Language,
  calendar: CalendarDisplay,
): DayView[] {
  return days.map((day) => {
    const key = day.paused ? 'site.calendar.paused' : REASON[day.state];
    const reason = key ? t(key) : '';
    // Full for some kinds of cake only: which, as the branch still takes the others that day.
    const kinds = (day.fullFor ?? []).map((category) => localized(category, 'name', language));
    return {
      value: day.date.slice(0, 10),
      iso: day.date,
      state: day.state,
      label: withHijri(dayLabel(day.date, language), day.date, language, calendar),
      reason,
      detail: kinds.length > 0 ? t('site.calendar.fullFor', { kinds: listOf(kinds, language) }) : reason,
      hours: day.state === 'closed' ? '' : hoursText(day.opensAt, day.closesAt, language, t),
      left:
        day.state === 'open' && day.left !== null
          ? t('site.calendar.left', { count: day.left, number: formatNumber(day.left, language) })
          : '',
      note: localized(day, 'note', language),
    };
  });
}

/**
 * Everything said of a day in one line: "Friday 3 April · Closed · Eid" / "الجمعة ٣ أبريل، مغلق،
 * العيد". A note that says the reason already ("Closed for the Eid holiday") stands for it, so it
 * is not said twice.
 */
export function dayText(day: DayView, language: Language): string {
  const said = day.reason && day.note.toLocaleLowerCase().includes(day.reason.toLocaleLowerCase());
  return joinFacts(
    [day.label, said ? '' : day.detail || day.hours, day.reason ? '' : day.left, day.note],
    language,
  );
}
