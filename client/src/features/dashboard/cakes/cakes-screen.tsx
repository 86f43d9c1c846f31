import type { Cake } from '@cakeshop/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cakeKeys, cakesQuery, deleteCake } from '../../../api/cake';
import { cakeCategoriesQuery, cakeCategoryKeys } from '../../../api/cake-category';
import { homeQuery } from '../../../api/home';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ResponsiveImage } from '../../../components/responsive-image';
import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { ConfirmDialog } from '../common/confirm-dialog';
import type { Column } from '../common/data-table';
import { DataTable, TableSkeleton } from '../common/data-table';
import { toListQuery } from '../common/list-params';
import { ListToolbar } from '../common/list-toolbar';
import { ModalDialog } from '../common/modal-dialog';
import { Pagination } from '../common/pagination';
import { RowActions } from '../common/row-actions';
import { ScreenHeader } from '../common/screen-header';
import { useListParams } from '../common/use-list-params';
import { useUndoDelete } from '../common/use-undo-delete';
import { CakeForm } from './cake-form';

type Editing = { cake: Cake | null } | null;

/** /dashboard/cake: the paged, filterable list of cakes with add, edit and delete (with Undo). */
export function CakesScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [params, update] = useListParams();
  const list = useQuery({ ...cakesQuery(toListQuery(params)), placeholderData: keepPreviousData });
  const categories = useQuery(cakeCategoriesQuery());
  const currency = useQuery(homeQuery()).data?.currency ?? 'USD';
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Cake | null>(null);
  const { hidden, schedule } = useUndoDelete({
    remove: deleteCake,
    settle: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cakeKeys.all }),
        queryClient.invalidateQueries({ queryKey: cakeCategoryKeys.all }),
      ]),
  });
  const nameOf = (cake: Cake) => localized(cake, 'name', language);
  const categoryName = (id: number) => {
    const category = categories.data?.find((item) => item.id === id);
    return category ? localized(category, 'name', language) : '';
  };
  const rows = (list.data?.items ?? []).filter((cake) => !hidden.has(cake.id));

  const columns: Column<Cake>[] = [
    {
      key: 'image',
      header: t('dashboard.fields.image'),
      className: 'data-table__thumb',
      cell: (cake) => (
        <ResponsiveImage
          imageUrl={cake.imageUrl}
          alt={nameOf(cake)}
          width={64}
          height={64}
          sizes="64px"
          className="thumb"
        />
      ),
    },
    { key: 'name', header: t('dashboard.fields.name'), cell: nameOf },
    {
      key: 'category',
      header: t('dashboard.fields.category'),
      cell: (cake) => categoryName(cake.cakeCategoryId),
    },
    {
      key: 'price',
      header: t('dashboard.fields.price'),
      className: 'data-table__num',
      cell: (cake) => formatPrice(cake.price, currency, language),
    },
    {
      key: 'featured',
      header: t('dashboard.fields.featured'),
      cell: (cake) =>
        cake.featured ? (
          <span className="badge">
            <Star aria-hidden="true" size={14} />
            {t('dashboard.fields.featuredYes')}
          </span>
        ) : (
          <span className="muted">{t('dashboard.fields.featuredNo')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('dashboard.actions.title'),
      className: 'data-table__actions',
      cell: (cake) => (
        <RowActions
          name={nameOf(cake)}
          onEdit={() => setEditing({ cake })}
          onDelete={() => setConfirming(cake)}
        />
      ),
    },
  ];

  return (
    <section className="screen">
      <ScreenHeader
        title={t('dashboard.titles.cakes')}
        addLabel={t('dashboard.cakes.add')}
        onAdd={() => setEditing({ cake: null })}
      />
      <ListToolbar
        q={params.q}
        catId={params.catId}
        categoryLabel={t('dashboard.fields.category')}
        categories={(categories.data ?? []).map((category) => ({
          id: category.id,
          label: localized(category, 'name', language),
        }))}
        onSearch={(q) => update({ q })}
        onCategory={(catId) => update({ catId })}
      />
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={params.q || params.catId ? t('dashboard.list.noMatch') : t('dashboard.cakes.empty')}
        />
      ) : (
        <DataTable
          caption={t('dashboard.titles.cakes')}
          columns={columns}
          rows={rows}
          rowKey={(cake) => cake.id}
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
      <ModalDialog
        open={editing !== null}
        title={editing?.cake ? t('dashboard.cakes.edit') : t('dashboard.cakes.add')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CakeForm
            cake={editing.cake}
            categories={categories.data ?? []}
            defaultCategory={params.catId}
            currency={currency}
            onDone={() => setEditing(null)}
          />
        )}
      </ModalDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={t('dashboard.delete.title')}
        confirmLabel={t('dashboard.delete.confirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) schedule(confirming.id, nameOf(confirming));
          setConfirming(null);
        }}
      >
        <p>{t('dashboard.delete.text', { name: confirming ? nameOf(confirming) : '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
