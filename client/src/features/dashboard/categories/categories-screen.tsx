import type { CakeCategory } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorText } from '../../../lib/error-text';
import { formatNumber } from '../../../lib/format';
import { isHttpError } from '../../../lib/http-error';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import type { Column } from '../../../components/dashboard/data-table';
import { DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { ItemDialogs, useItemDialogs } from '../common/item-dialogs';
import { DraftBadges, useDraftSummaries } from '../drafts/draft-badges';
import { actionsColumn } from '../common/row-actions';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { CategoryForm } from './category-form';
import type { CategoryKind } from './category-kinds';

interface InUse {
  category: CakeCategory;
  count: number;
}

/** Cake categories or course categories: list with item counts, add, rename, delete. */
export function CategoriesScreen({ kind }: { kind: CategoryKind }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const list = kind.useList();
  const dialogs = useItemDialogs<CakeCategory>();
  const [inUse, setInUse] = useState<InUse | null>(null);
  const nameOf = (category: CakeCategory) => localized(category, 'name', language);
  const drafts = useDraftSummaries(kind.contentKind);
  const refresh = () =>
    Promise.all(kind.affected.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const remove = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (category: CakeCategory) => kind.remove(category.id),
    onSuccess: async (_result, category) => {
      dialogs.closeDelete();
      setInUse(null);
      await refresh();
      showToast({
        message: t('dashboard.delete.categoryDeleted', { name: nameOf(category) }),
        tone: 'success',
      });
    },
    onError: async (error, category) => {
      dialogs.closeDelete();
      if (isHttpError(error) && error.status === 409) {
        const stated = /\d+/.exec(error.message)?.[0];
        setInUse({ category, count: stated ? Number(stated) : category.itemCount });
        await refresh();
      } else {
        showToast({ message: errorText(i18n, error), tone: 'error' });
      }
    },
  });

  const columns: Column<CakeCategory>[] = [
    {
      key: 'nameEn',
      header: t('dashboard.form.inEnglish', { label: t('dashboard.fields.name') }),
      cell: (row) => <span lang="en">{row.nameEn}</span>,
    },
    {
      key: 'nameAr',
      header: t('dashboard.form.inArabic', { label: t('dashboard.fields.name') }),
      cell: (row) => (
        <span lang="ar" dir="rtl">
          {row.nameAr}
        </span>
      ),
    },
    {
      key: 'count',
      header: t(kind.itemsKey),
      className: 'data-table__num',
      cell: (row) =>
        row.itemCount > 0 ? (
          <Link to={kind.itemsPath(row.id)}>{formatNumber(row.itemCount, language)}</Link>
        ) : (
          formatNumber(0, language)
        ),
    },
    {
      key: 'status',
      header: t('dashboard.drafts.status'),
      cell: (row) => <DraftBadges kind={kind.contentKind} record={row} draft={drafts.get(row.id)} />,
    },
    // A backend with capacities sends each cake category's (null: no cap of its own).
    ...(kind.capacity && list.data?.some((row) => row.dailyCapacity !== undefined)
      ? [
          {
            key: 'capacity',
            header: t('dashboard.categories.dailyCapacity'),
            className: 'data-table__num',
            cell: (row: CakeCategory) =>
              row.dailyCapacity == null
                ? t('dashboard.categories.noCap')
                : formatNumber(row.dailyCapacity, language),
          },
        ]
      : []),
    actionsColumn(t('dashboard.actions.title'), nameOf, dialogs),
  ];

  return (
    <section className="screen">
      <ScreenHeader title={t(kind.titleKey)} addLabel={t('dashboard.categories.add')} onAdd={dialogs.add} />
      {inUse && (
        <div className="inline-alert" role="alert">
          <p>{t(kind.inUseKey, { name: nameOf(inUse.category), n: formatNumber(inUse.count, language) })}</p>
          <Link className="btn btn--secondary" to={kind.itemsPath(inUse.category.id)}>
            {t(kind.showKey)}
          </Link>
        </div>
      )}
      {list.isPending ? (
        <TableSkeleton rows={3} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('dashboard.categories.empty')} />
      ) : (
        <DataTable
          caption={t(kind.titleKey)}
          columns={columns}
          rows={list.data}
          rowKey={(row) => row.id}
          busy={list.isFetching}
        />
      )}
      <ItemDialogs
        state={dialogs}
        addTitle={t('dashboard.categories.add')}
        editTitle={t('dashboard.categories.edit')}
        size="small"
        renderForm={(category, onDone) => <CategoryForm kind={kind} category={category} onDone={onDone} />}
        content={{ kind: kind.contentKind, affected: kind.affected }}
        deleteText={(category) => t('dashboard.delete.categoryText', { name: nameOf(category) })}
        busy={remove.isPending}
        onDelete={(category) => remove.mutate(category)}
      />
    </section>
  );
}
