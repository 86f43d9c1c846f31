import type { CapacityUse } from '@cakeshop/shared';
import { hijriBeside } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { useTranslation } from 'react-i18next';

import { formatNumber, joinFacts } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { shortDay } from './overview-days';

/** The chart's figures as a table: a day per row, a branch per column, its marks in words. */
export function CapacityTable({ use, calendar }: { use: CapacityUse; calendar: CalendarDisplay }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dates = use.branches[0]?.days.map((day) => day.date) ?? [];
  return (
    <div className="capacity-table__frame">
      <table className="capacity-table">
        <caption className="visually-hidden">{t('dashboard.overview.capacity')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.overview.day')}</th>
            {use.branches.map((branch) => (
              <th scope="col" key={branch.branchId}>
                {localized(branch, 'branchName', language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, index) => (
            <tr key={date}>
              <th scope="row">
                {shortDay(date, language)}
                {hijriBeside(date, language, calendar) && (
                  <span className="muted capacity-table__hijri">{hijriBeside(date, language, calendar)}</span>
                )}
              </th>
              {use.branches.map((branch) => {
                const day = branch.days[index];
                if (!day) return <td key={branch.branchId} />;
                const taken =
                  day.cap === null
                    ? formatNumber(day.taken, language)
                    : t('dashboard.overview.takenOfCap', {
                        taken: formatNumber(day.taken, language),
                        cap: formatNumber(day.cap, language),
                      });
                const note = localized(day, 'note', language);
                return (
                  <td
                    key={branch.branchId}
                    data-closed={day.closed || undefined}
                    data-paused={day.paused || undefined}
                  >
                    {joinFacts(
                      [
                        taken,
                        day.closed && t('dashboard.overview.closed'),
                        day.paused && t('dashboard.overview.paused'),
                        note,
                      ],
                      language,
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
