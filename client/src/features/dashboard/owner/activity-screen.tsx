import { SYSTEM_ACTOR, VISITOR_ACTOR } from '@cakeshop/shared';
import type { Activity } from '@cakeshop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { useSiteTimeZone } from '../../../api/settings';
import { useShopSettings } from '../../../api/use-shop-settings';
import { activityQuery } from '../../../api/audit';
import { usersQuery } from '../../../api/auth';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorText } from '../../../lib/error-text';
import type { TranslationKey } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { Column } from '../../../components/dashboard/data-table';
import { DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { Pagination } from '../../../components/dashboard/pagination';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { ActivityFilters } from './activity-filters';
import { activityText } from './activity-text';
import type { ActivityParams } from './activity-params';
import {
  parseActivityParams,
  toActivityQuery,
  toActivitySearch,
  updateActivityParams,
} from './activity-params';

/** The screen's state lives in the URL, so back/forward and shared links restore it. */
function useActivityParams(): [ActivityParams, (change: Partial<ActivityParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseActivityParams(search), [search]);
  const update = useCallback(
    (change: Partial<ActivityParams>) => setSearch(toActivitySearch(updateActivityParams(params, change))),
    [params, setSearch],
  );
  return [params, update];
}

/** /dashboard/activity (owners): every write, who made it and when, filtered by user and item, paged. */
export function ActivityScreen() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const [params, update] = useActivityParams();
  // A translated label, or the server's own word for one this client does not know yet.
  const labelOr = (key: string, fallback: string) => (i18n.exists(key) ? t(key as TranslationKey) : fallback);
  const list = useQuery({ ...activityQuery(toActivityQuery(params)), placeholderData: keepPreviousData });
  const users = useQuery(usersQuery());
  const words = { i18n, language, timeZone, currency: useShopSettings().currency };

  const who = (row: Activity) =>
    row.username === VISITOR_ACTOR
      ? t('dashboard.activity.visitor')
      : row.username === SYSTEM_ACTOR
        ? t('dashboard.activity.system')
        : row.username;
  const columns: Column<Activity>[] = [
    {
      key: 'at',
      header: t('dashboard.activity.when'),
      className: 'data-table__num',
      cell: (row) => formatDateTime(row.at, language, timeZone),
    },
    { key: 'who', header: t('dashboard.activity.who'), cell: (row) => <span dir="auto">{who(row)}</span> },
    {
      key: 'action',
      header: t('dashboard.activity.action'),
      cell: (row) => labelOr(`dashboard.activity.actions.${row.action}`, row.action),
    },
    {
      key: 'what',
      header: t('dashboard.activity.what'),
      cell: (row) => {
        // Worded in the reader's language from the row's details; an older row's summary as written.
        const text = activityText(row, words);
        return (
          <span className="activity-what">
            <span className="badge badge--quiet">
              {labelOr(`dashboard.activity.entities.${row.entity}`, row.entity)}
            </span>
            {text !== null ? <span>{text}</span> : row.summary && <bdi>{row.summary}</bdi>}
          </span>
        );
      },
    },
  ];
  const filtered = params.userId !== null || params.entity !== null;

  return (
    <section className="screen">
      <ScreenHeader title={t('dashboard.titles.activity')}>
        <p className="screen-intro">{t('dashboard.activity.intro')}</p>
      </ScreenHeader>
      <ActivityFilters params={params} users={users.data ?? []} onChange={update} />
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState message={errorText(i18n, list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={filtered ? t('dashboard.list.noMatch') : t('dashboard.activity.empty')} />
      ) : (
        <DataTable
          caption={t('dashboard.titles.activity')}
          columns={columns}
          rows={list.data.items}
          rowKey={(row) => row.id}
          busy={list.isFetching}
        />
      )}
      {list.data && (
        <Pagination
          page={params.page}
          size={params.size}
          totalCount={list.data.totalCount}
          onPage={(page) => update({ page })}
          onSize={(size) => update({ size })}
        />
      )}
    </section>
  );
}
