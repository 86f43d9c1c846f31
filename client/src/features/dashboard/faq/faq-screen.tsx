import type { Faq } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { deleteFaq, editFaq, faqKeys, faqsQuery } from '../../../api/faq';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { ConfirmDialog } from '../common/confirm-dialog';
import { ModalDialog } from '../common/modal-dialog';
import { changedSortOrders, moveItem } from '../common/reorder';
import { RowActions } from '../common/row-actions';
import { ScreenHeader } from '../common/screen-header';
import { useUndoDelete } from '../common/use-undo-delete';
import { FaqForm } from './faq-form';
import { SortableList } from './sortable-list';

/** /dashboard/faq: the questions in their order; reorder, add, edit, delete (with Undo). */
export function FaqScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const list = useQuery(faqsQuery());
  const [editing, setEditing] = useState<{ faq: Faq | null } | null>(null);
  const [confirming, setConfirming] = useState<Faq | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: faqKeys.all });
  const { hidden, schedule } = useUndoDelete({ remove: deleteFaq, settle: refresh });
  const nameOf = (faq: Faq) => localized(faq, 'question', language);

  const reorder = useMutation({
    mutationFn: (changes: { item: Faq; sortOrder: number }[]) =>
      Promise.all(changes.map(({ item, sortOrder }) => editFaq({ ...item, sortOrder }))),
    onSuccess: () => showToast({ message: t('dashboard.faq.orderSaved'), tone: 'success', duration: 3000 }),
    // On success the cache already holds the new order; on failure the server's order comes back.
    onError: refresh,
  });
  const move = (from: number, to: number) => {
    const items = moveItem(list.data ?? [], from, to);
    const changes = changedSortOrders(items);
    queryClient.setQueryData(
      faqKeys.list(),
      items.map((item, index) => ({ ...item, sortOrder: index })),
    );
    if (changes.length > 0) reorder.mutate(changes);
  };
  const visible = (list.data ?? []).filter((faq) => !hidden.has(faq.id));

  return (
    <section className="screen">
      <ScreenHeader
        title={t('dashboard.titles.faq')}
        addLabel={t('dashboard.faq.add')}
        onAdd={() => setEditing({ faq: null })}
      >
        <p className="screen-intro">{t('dashboard.faq.reorderHint')}</p>
      </ScreenHeader>
      {list.isPending ? (
        <div className="panel" role="status" aria-label={t('common.loading')}>
          <Skeleton lines={6} />
        </div>
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState title={t('dashboard.faq.empty')} />
      ) : (
        <SortableList
          label={t('dashboard.faq.list')}
          items={hidden.size > 0 ? visible : list.data}
          itemKey={(faq) => faq.id}
          nameOf={nameOf}
          onMove={move}
          disabled={hidden.size > 0}
          renderItem={(faq) => (
            <div className="faq-item">
              <div>
                <h2 className="faq-item__question">{nameOf(faq)}</h2>
                <p className="faq-item__answer">{localized(faq, 'answer', language)}</p>
              </div>
              <RowActions
                name={nameOf(faq)}
                onEdit={() => setEditing({ faq })}
                onDelete={() => setConfirming(faq)}
              />
            </div>
          )}
        />
      )}
      <ModalDialog
        open={editing !== null}
        title={editing?.faq ? t('dashboard.faq.edit') : t('dashboard.faq.add')}
        onClose={() => setEditing(null)}
      >
        {editing && <FaqForm faq={editing.faq} onDone={() => setEditing(null)} />}
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
