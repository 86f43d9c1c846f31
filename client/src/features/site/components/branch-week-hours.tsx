import { useTranslation } from 'react-i18next';

import { localeOf } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { hoursText } from '../../../components/pickup-day/pickup-day-view';
import type { WeekDay } from '../lib/branch-week';

/** "Thu 26 Nov": short enough for a row of a branch's card on a phone. */
const shortDay = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** A branch's seven days from today, as its calendar says: hours, closed, and why when it says. */
export function BranchWeekHours({ week }: { week: readonly WeekDay[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <table className="branch__week">
      <caption className="visually-hidden">{t('site.calendar.thisWeek')}</caption>
      <tbody>
        {week.map((day) => {
          const note = day.note ? localized(day.note, 'note', language) : '';
          return (
            <tr key={day.date} data-closed={day.closed ? 'true' : undefined}>
              <th scope="row">{shortDay(day.date, language)}</th>
              <td>
                {day.closed
                  ? t('site.calendar.closedDay')
                  : hoursText(day.opensAt, day.closesAt, language, t)}
                {note && <span className="branch__week-note"> ({note})</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
