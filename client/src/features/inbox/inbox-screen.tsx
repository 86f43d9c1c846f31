import { REQUEST_KINDS, REQUEST_STATUSES } from '@cakeshop/shared/request-status';
import type { RequestKind } from '@cakeshop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pathTo } from '@cakeshop/shared/routes';

import { useSiteTimeZone } from '../../api/settings';
import { useShopSettings } from '../../api/use-shop-settings';
import { requestListQuery } from '../../api/inbox';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useLanguage } from '../../lib/use-language';
import { DataTable, TableSkeleton } from '../../components/dashboard/data-table';
import { ListToolbar } from '../../components/dashboard/list-toolbar';
import { Pagination } from '../../components/dashboard/pagination';
import { ScreenHeader } from '../../components/dashboard/screen-header';
import { useWeekSupport } from '../../components/dashboard/use-week-support';
import { ExportForm } from './export-form';
import { INBOX_KINDS, inboxColumns } from './inbox-kinds';
import type { InboxParams } from './inbox-params';
import { parseInboxParams, toInboxQuery, toInboxSearch, updateInboxParams } from './inbox-params';

function useInboxParams(): [InboxParams, (change: Partial<InboxParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseInboxParams(search), [search]);
  const update = useCallback(
    (change: Partial<InboxParams>) => setSearch(toInboxSearch(updateInboxParams(params, change))),
    [params, setSearch],
  );
  return [params, update];
}

/** One tab's list: skeleton, error with retry, empty, or the table; then its pages. */
function RequestList({
  params,
  update,
}: {
  params: InboxParams;
  update: (change: Partial<InboxParams>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const currency = useShopSettings().currency;
  const list = useQuery({
    ...requestListQuery(params.tab, toInboxQuery(params)),
    placeholderData: keepPreviousData,
  });
  const filtered = params.status !== '' || params.q !== '';
  if (list.isPending) return <TableSkeleton />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  return (
    <>
      {list.data.items.length === 0 ? (
        <EmptyState title={filtered ? t('dashboard.list.noMatch') : t('dashboard.inbox.empty')} />
      ) : (
        <DataTable
          caption={t(`dashboard.inbox.tabs.${params.tab}`)}
          columns={inboxColumns(params.tab, { t, language, currency, timeZone })}
          rows={list.data.items}
          rowKey={(row) => row.id}
          busy={list.isFetching}
        />
      )}
      <Pagination
        page={params.page}
        size={params.size}
        totalCount={list.data.totalCount}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </>
  );
}

/**
 * /dashboard/inbox: every kind of request in its own tab, each filtered by its statuses,
 * searched by reference, name or phone, and paged, all in the URL; a row opens its request.
 */
export function InboxScreen() {
  const { t } = useTranslation();
  const [params, update] = useInboxParams();
  const navigate = useNavigate();
  // Staff take orders themselves where the backend has the week's rows.
  const week = useWeekSupport();
  const tabLabel = (tab: RequestKind) => t(`dashboard.inbox.tabs.${tab}`);

  return (
    <section className="screen inbox">
      <ScreenHeader
        title={t('dashboard.titles.inbox')}
        {...(week
          ? {
              addLabel: t('dashboard.newOrder.open'),
              onAdd: () => void navigate(pathTo('dashboardNewOrder')),
            }
          : {})}
      >
        <p className="screen-intro">{t('dashboard.inbox.intro')}</p>
      </ScreenHeader>
      <ExportForm />
      <div className="inbox__tabs" role="tablist" aria-label={t('dashboard.titles.inbox')}>
        {REQUEST_KINDS.map((tab) => (
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
            options: REQUEST_STATUSES[params.tab].map((status) => ({
              value: status,
              label: t(`dashboard.inbox.status.${status}`),
            })),
            onChange: (value) => update({ status: value as InboxParams['status'] }),
          }}
          onSearch={(q) => update({ q })}
        />
        {INBOX_KINDS[params.tab].header?.()}
        <RequestList params={params} update={update} />
      </div>
    </section>
  );
}
