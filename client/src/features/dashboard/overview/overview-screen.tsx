import type { ProductionSheet } from '@cakeshop/shared';
import { addDays, todayIn } from '@cakeshop/shared/dates';
import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useCalendarDisplay } from '../../../api/calendar-display';
import { useSiteTimeZone } from '../../../api/settings';
import { useShopSettings } from '../../../api/use-shop-settings';
import { inboxCountsQuery, requestListQuery } from '../../../api/inbox';
import { capacityUseQuery } from '../../../api/overview';
import { productionSheetQuery } from '../../../api/production';
import { formatNumber, formatPrice, joinFacts } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { CapacityTable } from './capacity-table';
import { longDay } from './overview-days';
import { TodaysHandOvers } from './todays-hand-overs';

// The chart library comes with the chart, after the figures: the dashboard's first load stays as it was.
const CapacityChart = lazy(() =>
  import('./capacity-chart').then((module) => ({ default: module.CapacityChart })),
);

const inboxTab = (tab: string) => `${pathTo('dashboardInbox')}?tab=${tab}&status=new`;

/** Tomorrow's totals to bake, branch by branch. */
function BakeTomorrow({ sheet }: { sheet: ProductionSheet }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const branches = sheet.branches.filter((branch) => branch.totals.length > 0);
  if (branches.length === 0) return <p className="muted">{t('dashboard.overview.nothingToBake')}</p>;
  return branches.map((branch) => (
    <div key={branch.branchId} className="overview__branch">
      <h3>{localized(branch, 'branchName', language)}</h3>
      <ul className="overview__list">
        {branch.totals.map((total) => (
          <li key={`${total.cakeId} ${total.sizeLabelEn}`}>
            {joinFacts(
              [localized(total, 'cakeName', language), localized(total, 'sizeLabel', language)],
              language,
            )}{' '}
            <strong>× {formatNumber(total.quantity, language)}</strong>
          </li>
        ))}
      </ul>
    </div>
  ));
}

/**
 * The dashboard's home: what the day holds. Today's pick-ups with their status and balances,
 * tomorrow's baking, the requests waiting for an answer, the quotes out, and each branch's next
 * 14 days as a chart with the same figures in a table.
 */
export function OverviewScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendar = useCalendarDisplay();
  const timeZone = useSiteTimeZone();
  const today = todayIn(timeZone);
  const tomorrow = addDays(today, 1);
  const { currency } = useShopSettings();
  const todaySheet = useQuery(productionSheetQuery({ date: today }));
  const tomorrowSheet = useQuery(productionSheetQuery({ date: tomorrow }));
  const counts = useQuery(inboxCountsQuery());
  const quotes = useQuery(requestListQuery('custom', { pageNume: 1, pageSize: 1, status: 'quoted' }));
  const capacity = useQuery(capacityUseQuery());
  const balances = (todaySheet.data?.branches ?? [])
    .flatMap((branch) => branch.orders)
    .reduce((sum, order) => sum + (order.balance ?? 0), 0);
  const waiting = [
    { key: 'newOrders', tab: 'cake', count: counts.data?.newCakeOrders },
    { key: 'newBookings', tab: 'course', count: counts.data?.newCourseBookings },
    { key: 'newWaitlist', tab: 'waitlist', count: counts.data?.newWaitlistEntries },
    { key: 'newCustom', tab: 'custom', count: counts.data?.newCustomCakes },
  ] as const;

  return (
    <section className="screen overview">
      <ScreenHeader title={t('dashboard.titles.overview')}>
        <p className="screen-intro">{t('dashboard.overview.intro')}</p>
      </ScreenHeader>
      <div className="overview__grid">
        <section className="panel overview__card" aria-labelledby="overview-today">
          <h2 id="overview-today">
            {t('dashboard.overview.today', { day: longDay(today, language, calendar) })}
          </h2>
          {todaySheet.data ? (
            <TodaysHandOvers sheet={todaySheet.data} currency={currency} />
          ) : (
            <LoadingPanel lines={3} />
          )}
        </section>
        <section className="panel overview__card" aria-labelledby="overview-tomorrow">
          <h2 id="overview-tomorrow">
            {t('dashboard.overview.tomorrow', { day: longDay(tomorrow, language, calendar) })}
          </h2>
          {tomorrowSheet.data ? <BakeTomorrow sheet={tomorrowSheet.data} /> : <LoadingPanel lines={3} />}
          <Link to={`${pathTo('dashboardProduction')}?date=${tomorrow.slice(0, 10)}`}>
            {t('dashboard.overview.openSheet')}
          </Link>
        </section>
        <section className="panel overview__card" aria-labelledby="overview-waiting">
          <h2 id="overview-waiting">{t('dashboard.overview.waiting')}</h2>
          <dl className="overview__figures">
            {waiting.map((item) => (
              <div key={item.key}>
                <dt>
                  <Link to={inboxTab(item.tab)}>{t(`dashboard.overview.${item.key}`)}</Link>
                </dt>
                <dd>{formatNumber(item.count ?? 0, language)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="panel overview__card" aria-labelledby="overview-money">
          <h2 id="overview-money">{t('dashboard.overview.money')}</h2>
          <dl className="overview__figures">
            <div>
              <dt>
                <Link to={`${pathTo('dashboardInbox')}?tab=custom&status=quoted`}>
                  {t('dashboard.overview.quotesOut')}
                </Link>
              </dt>
              <dd>{formatNumber(quotes.data?.totalCount ?? 0, language)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.overview.balancesToday')}</dt>
              <dd>{formatPrice(balances, currency, language)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <section className="panel overview__capacity" aria-labelledby="overview-capacity">
        <h2 id="overview-capacity">{t('dashboard.overview.capacity')}</h2>
        <p className="form-note">{t('dashboard.overview.capacityHint')}</p>
        {capacity.data ? (
          <>
            <Suspense fallback={<div className="capacity-chart" />}>
              <CapacityChart use={capacity.data} />
            </Suspense>
            <CapacityTable use={capacity.data} calendar={calendar} />
          </>
        ) : capacity.isError ? (
          <p className="muted">{t('dashboard.overview.noCapacity')}</p>
        ) : (
          <LoadingPanel lines={6} />
        )}
      </section>
    </section>
  );
}
