import type { ContentKind, Paged } from '@cakeshop/shared';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { TranslationKey } from '../../../lib/route-handle';
import type { Column } from '../../../components/dashboard/data-table';
import { DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { DraftBadges, useDraftSummaries } from '../drafts/draft-badges';
import { ItemDialogs, useItemDialogs } from './item-dialogs';
import type { ListParams } from '../../../components/dashboard/list-params';
import { ListToolbar } from '../../../components/dashboard/list-toolbar';
import { Pagination } from '../../../components/dashboard/pagination';
import { actionsColumn } from './row-actions';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { useListParams } from './use-list-params';
import { useUndoDelete } from './use-undo-delete';

interface CatalogText {
  title: TranslationKey;
  add: TranslationKey;
  edit: TranslationKey;
  empty: TranslationKey;
}

interface CatalogScreenProps<T extends { id: number }> {
  text: CatalogText;
  useItems: (params: ListParams) => UseQueryResult<Paged<T>>;
  categories: readonly { id: number; label: string }[];
  nameOf: (item: T) => string;
  /** The columns before the actions column. */
  columns: readonly Column<T>[];
  renderForm: (item: T | null, defaultCategory: number | null, onDone: () => void) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  /** Query keys refreshed once a delete went through. */
  affected: readonly QueryKey[];
  /** False while something the cells need (the site currency) is still loading. */
  ready?: boolean;
  /** The items' kind of content: edits are drafts, and each row says where it stands. */
  contentKind: ContentKind;
}

/**
 * A server-paged list (cakes, courses): category filter, search and page in the URL, add and
 * edit in a dialog, delete after a confirmation with a few seconds to Undo.
 */
export function CatalogScreen<T extends { id: number }>(props: CatalogScreenProps<T>) {
  const { text, useItems, categories, nameOf, renderForm, remove, affected } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, update] = useListParams();
  const list = useItems(params);
  const dialogs = useItemDialogs<T>();
  const { hidden, schedule } = useUndoDelete({
    remove,
    settle: () => Promise.all(affected.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const rows = (list.data?.items ?? []).filter((item) => !hidden.has(item.id));
  const drafts = useDraftSummaries(props.contentKind);
  const columns: Column<T>[] = [
    ...props.columns,
    {
      key: 'status',
      header: t('dashboard.drafts.status'),
      cell: (item) => <DraftBadges kind={props.contentKind} record={item} draft={drafts.get(item.id)} />,
    },
    actionsColumn(t('dashboard.actions.title'), nameOf, dialogs),
  ];

  return (
    <section className="screen">
      <ScreenHeader title={t(text.title)} addLabel={t(text.add)} onAdd={dialogs.add} />
      <ListToolbar
        q={params.q}
        filter={{
          label: t('dashboard.fields.category'),
          allLabel: t('dashboard.list.allCategories'),
          value: params.catId ? String(params.catId) : '',
          options: categories.map((category) => ({ value: String(category.id), label: category.label })),
          onChange: (value) => update({ catId: value ? Number(value) : null }),
        }}
        onSearch={(q) => update({ q })}
      />
      {list.isPending || props.ready === false ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={params.q || params.catId ? t('dashboard.list.noMatch') : t(text.empty)} />
      ) : (
        <DataTable
          caption={t(text.title)}
          columns={columns}
          rows={rows}
          rowKey={(item) => item.id}
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
      <ItemDialogs
        state={dialogs}
        addTitle={t(text.add)}
        editTitle={t(text.edit)}
        renderForm={(item, onDone) => renderForm(item, params.catId, onDone)}
        content={{ kind: props.contentKind, affected }}
        deleteText={(item) => t('dashboard.delete.text', { name: nameOf(item) })}
        onDelete={(item) => {
          schedule(item.id, nameOf(item));
          dialogs.closeDelete();
        }}
      />
    </section>
  );
}
