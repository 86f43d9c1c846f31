import { todayIn } from '@cakeshop/shared/dates';
import { hijriRangeBeside } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { branchesQuery } from '../../../api/contact';
import { useSiteTimeZone } from '../../../api/settings';
import { useCalendarDisplay } from '../../../api/calendar-display';
import { localeOf } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { branchCalendarsQuery } from '../api/branch-calendars';
import { upcomingClosures } from '../lib/branch-week';

/** "1–3 April" (or "30 March – 1 April") in the page's language; the days are UTC midnights. */
function dayRange(from: string, to: string, language: Language): string {
  const format = new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(from), new Date(to));
}

/** The range with its Hijri dates after it when the shop shows them: "9–11 March (1–3 Shawwal 1448 AH)". */
function datesOf(from: string, to: string, language: Language, calendar: CalendarDisplay) {
  const gregorian = dayRange(from, to, language);
  const hijri = hijriRangeBeside(from, to, language, calendar);
  return hijri ? `${gregorian} (${hijri})` : gregorian;
}

/**
 * A branch closed in the next 14 days, told on every public page: "Marina is closed 1–3 April
 * (Eid)". A backend without calendars shows none.
 */
export function ClosureBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: calendars } = useQuery(branchCalendarsQuery());
  const { data: branches = [] } = useQuery(branchesQuery());
  const timeZone = useSiteTimeZone();
  const calendar = useCalendarDisplay();
  if (!calendars) return null;
  const closures = upcomingClosures(calendars, todayIn(timeZone));
  const named = closures.flatMap((closure) => {
    const branch = branches.find((each) => each.id === closure.branchId);
    if (!branch) return [];
    const values = {
      branch: localized(branch, 'name', language),
      dates: datesOf(closure.from, closure.to, language, calendar),
      note: localized(closure, 'note', language),
    };
    return [values.note ? t('site.calendar.closureNote', values) : t('site.calendar.closure', values)];
  });
  if (named.length === 0) return null;
  return (
    <aside className="closure-banner" aria-label={t('site.calendar.closuresLabel')}>
      <ul>
        {named.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </aside>
  );
}
