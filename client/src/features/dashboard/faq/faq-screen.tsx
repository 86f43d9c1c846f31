import type { Faq } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { deleteFaq, editFaq, faqKeys, faqsQuery } from '../../../api/faq';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { ItemDialogs, useItemDialogs } from '../common/item-dialogs';
import { DraftBadges, useDraftSummaries } from '../drafts/draft-badges';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import { changedSortOrders, moveItem } from '../common/reorder';
import { RowActions } from '../common/row-actions';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { useUndoDelete } from '../common/use-undo-delete';
import { FaqForm } from './faq-form';
import { SortableList } from './sortable-list';

/** /dashboard/faq: the questions in their order; reorder, add, edit, delete (with Undo). */
export function FaqScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const list = useQuery(faqsQuery());
  const dialogs = useItemDialogs<Faq>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: faqKeys.all });
  const { hidden, schedule } = useUndoDelete({ remove: deleteFaq, settle: refresh });
  const nameOf = (faq: Faq) => localized(faq, 'question', language);
  const drafts = useDraftSummaries('Faq');

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
      <ScreenHeader title={t('dashboard.titles.faq')} addLabel={t('dashboard.faq.add')} onAdd={dialogs.add}>
        <p className="screen-intro">{t('dashboard.faq.reorderHint')}</p>
      </ScreenHeader>
      {list.isPending ? (
        <LoadingPanel lines={6} />
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
                <DraftBadges kind="Faq" record={faq} draft={drafts.get(faq.id)} />
              </div>
              <RowActions
                name={nameOf(faq)}
                onEdit={() => dialogs.edit(faq)}
                onDelete={() => dialogs.askDelete(faq)}
              />
            </div>
          )}
        />
      )}
      <ItemDialogs
        state={dialogs}
        addTitle={t('dashboard.faq.add')}
        editTitle={t('dashboard.faq.edit')}
        renderForm={(faq, onDone) => <FaqForm faq={faq} onDone={onDone} />}
        content={{ kind: 'Faq', affected: [faqKeys.all] }}
        deleteText={(faq) => t('dashboard.delete.text', { name: nameOf(faq) })}
        onDelete={(faq) => {
          schedule(faq.id, nameOf(faq));
          dialogs.closeDelete();
        }}
      />
    </section>
  );
}
