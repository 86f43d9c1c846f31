import type { CakeSeason } from '@cakeshop/shared';
import { todayIn } from '@cakeshop/shared/dates';
import { hijriRangeBeside } from '@cakeshop/shared/hijri';
import { pathTo } from '@cakeshop/shared/routes';
import { DEFAULT_TIME_ZONE } from '@cakeshop/shared/site-days';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { calendarDisplayOf } from '../../../api/calendar-display';
import { cakeQuery, cakeSeasonsQuery } from '../../../api/cake';
import { homeQuery } from '../../../api/home';
import { localeOf } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

/** The seasons not over yet (a backend without seasonal cakes: none). */
const current = (seasons: readonly CakeSeason[] | undefined, today: string) =>
  (seasons ?? []).filter((season) => season.to >= today);

/** The seasonal cakes and each one's cake, read before the page renders (with or without script). */
export async function loadInSeason(queryClient: QueryClient): Promise<unknown> {
  const [seasons, home] = await Promise.all([
    queryClient.ensureQueryData(cakeSeasonsQuery()),
    queryClient.ensureQueryData(homeQuery()),
  ]);
  const today = todayIn(home.timeZone ?? DEFAULT_TIME_ZONE);
  // A seasonal cake the backend cannot show (gone since, or a backend's odd answer) is left out
  // of the list; the page renders without it.
  return Promise.all(
    current(seasons, today).map(({ cakeId }) =>
      queryClient.ensureQueryData(cakeQuery(cakeId)).catch(() => {
        queryClient.removeQueries({ queryKey: cakeQuery(cakeId).queryKey, exact: true });
      }),
    ),
  );
}

function InSeasonItem({ season }: { season: CakeSeason }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: cake } = useQuery(cakeQuery(season.cakeId));
  const { data: home } = useQuery(homeQuery());
  if (!cake) return null;
  const days = new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(season.from), new Date(season.to));
  const hijri = hijriRangeBeside(season.from, season.to, language, calendarDisplayOf(home));
  return (
    <li>
      <Link to={pathTo('cake', { id: cake.id })}>{localized(cake, 'name', language)}</Link>{' '}
      <span className="muted">
        {t('site.home.seasonDays', { days: hijri ? `${days} (${hijri})` : days })}
      </span>
    </li>
  );
}

/** What is in season: each seasonal cake whose days are still ahead, with its days. */
export function InSeason() {
  const { t } = useTranslation();
  const { data: seasons } = useQuery({ ...cakeSeasonsQuery(), retry: false });
  const { data: home } = useQuery(homeQuery());
  const shown = current(seasons, todayIn(home?.timeZone ?? DEFAULT_TIME_ZONE));
  if (shown.length === 0) return null;
  return (
    <section className="section in-season" aria-labelledby="in-season">
      <h2 id="in-season">{t('site.home.inSeason')}</h2>
      <ul className="in-season__list">
        {shown.map((season) => (
          <InSeasonItem key={season.cakeId} season={season} />
        ))}
      </ul>
    </section>
  );
}
