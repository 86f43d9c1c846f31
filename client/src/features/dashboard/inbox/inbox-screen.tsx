import type { RequestKind } from '@cakeshop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router-dom';

import { courseBookingsQuery } from '../../../api/booking';
import type { CourseBookingFilters } from '../../../api/booking';
import { homeQuery } from '../../../api/home';
import { cakeOrdersQuery } from '../../../api/order';
import type { CakeOrderFilters } from '../../../api/order';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useLanguage } from '../../../lib/use-language';
import type { Column } from '../common/data-table';
import { DataTable, TableSkeleton } from '../common/data-table';
import { ListToolbar } from '../common/list-toolbar';
import { Pagination } from '../common/pagination';
import { ScreenHeader } from '../common/screen-header';
import { ExportForm } from './export-form';
import { bookingColumns, orderColumns } from './inbox-columns';
import type { InboxParams } from './inbox-params';
import { parseInboxParams, STATUSES, toInboxQuery, toInboxSearch, updateInboxParams } from './inbox-params';

const TABS: readonly RequestKind[] = ['cake', 'course'];

function useInboxParams(): [InboxParams, (change: Partial<InboxParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseInboxParams(search), [search]);
  const update = useCallback(
    (change: Partial<InboxParams>) => setSearch(toInboxSearch(updateInboxParams(params, change))),
    [params, setSearch],
  );
  return [params, update];
}

/** One tab's list: skeleton, error with retry, empty, or the table. */
function RequestList<T extends { id: number }>({
  list,
  columns,
  caption,
  filtered,
}: {
  list: UseQueryResult<{ items: T[] }>;
  columns: readonly Column<T>[];
  caption: string;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <TableSkeleton />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return <EmptyState title={filtered ? t('dashboard.list.noMatch') : t('dashboard.inbox.empty')} />;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={list.data.items}
      rowKey={(row) => row.id}
      busy={list.isFetching}
    />
  );
}

/**
 * /dashboard/inbox: cake orders and course bookings in two tabs, each filtered by status,
 * searched by reference, name or phone, and paged, all in the URL; a row opens its request.
 */
export function InboxScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, update] = useInboxParams();
  // The status was read for this tab (parseInboxParams), so it is one of the tab's own.
  const query = toInboxQuery(params) as CakeOrderFilters & CourseBookingFilters;
  const currency = useQuery(homeQuery()).data?.currency ?? 'USD';
  const orders = useQuery({
    ...cakeOrdersQuery(query),
    enabled: params.tab === 'cake',
    placeholderData: keepPreviousData,
  });
  const bookings = useQuery({
    ...courseBookingsQuery(query),
    enabled: params.tab === 'course',
    placeholderData: keepPreviousData,
  });
  const active = params.tab === 'cake' ? orders : bookings;
  const filtered = params.status !== '' || params.q !== '';
  const tabLabel = (tab: RequestKind) => t(`dashboard.inbox.tabs.${tab}`);

  return (
    <section className="screen inbox">
      <ScreenHeader title={t('dashboard.titles.inbox')}>
        <p className="screen-intro">{t('dashboard.inbox.intro')}</p>
      </ScreenHeader>
      <ExportForm />
      <div className="inbox__tabs" role="tablist" aria-label={t('dashboard.titles.inbox')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`inbox-tab-${tab}`}
            aria-selected={params.tab === tab}
            aria-controls="inbox-panel"
            className="inbox__tab"
            onClick={() => update({ tab })}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div
        id="inbox-panel"
        role="tabpanel"
        aria-labelledby={`inbox-tab-${params.tab}`}
        className="inbox__panel"
      >
        <ListToolbar
          q={params.q}
          searchLabel={t('dashboard.inbox.search')}
          filter={{
            label: t('dashboard.inbox.statusLabel'),
            allLabel: t('dashboard.inbox.allStatuses'),
            value: params.status,
            options: STATUSES[params.tab].map((status) => ({
              value: status,
              label: t(`dashboard.inbox.status.${status}`),
            })),
            onChange: (value) => update({ status: value as InboxParams['status'] }),
          }}
          onSearch={(q) => update({ q })}
        />
        {params.tab === 'cake' ? (
          <RequestList
            list={orders}
            columns={orderColumns(t, language, currency)}
            caption={tabLabel('cake')}
            filtered={filtered}
          />
        ) : (
          <RequestList
            list={bookings}
            columns={bookingColumns(t, language)}
            caption={tabLabel('course')}
            filtered={filtered}
          />
        )}
        {active.data && (
          <Pagination
            page={params.page}
            size={params.size}
            totalCount={active.data.totalCount}
            onPage={(page) => update({ page })}
            onSize={(size) => update({ size })}
          />
        )}
      </div>
    </section>
  );
}
