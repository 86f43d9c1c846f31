import type { ContentKind } from '@cakeshop/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { ModalDialog } from '../../../components/modal-dialog';
import { DraftScope } from '../drafts/draft-scope';

/** Which item a list screen is adding or editing, and which it asks to delete. */
export interface ItemDialogState<T> {
  /** `{ item: null }` while adding. */
  editing: { item: T | null } | null;
  confirming: T | null;
  add: () => void;
  edit: (item: T) => void;
  closeEdit: () => void;
  askDelete: (item: T) => void;
  closeDelete: () => void;
}

export function useItemDialogs<T>(): ItemDialogState<T> {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  return {
    editing,
    confirming,
    add: () => setEditing({ item: null }),
    edit: (item) => setEditing({ item }),
    closeEdit: () => setEditing(null),
    askDelete: setConfirming,
    closeDelete: () => setConfirming(null),
  };
}

interface ItemDialogsProps<T extends { id: number }> {
  state: ItemDialogState<T>;
  addTitle: string;
  editTitle: string;
  size?: 'small' | 'large';
  renderForm: (item: T | null, onDone: () => void) => ReactNode;
  /** The confirmation's question for this item. */
  deleteText: (item: T) => string;
  /** True while a delete sent at once (not after an Undo window) is on its way. */
  busy?: boolean;
  onDelete: (item: T) => void;
  /** The items' kind of content: an edit is then a draft (where the backend keeps drafts). */
  content?: { kind: ContentKind; affected: readonly QueryKey[] };
}

/** A list screen's add / edit dialog and its delete confirmation. */
export function ItemDialogs<T extends { id: number }>({
  state,
  addTitle,
  editTitle,
  size,
  renderForm,
  deleteText,
  busy,
  onDelete,
  content,
}: ItemDialogsProps<T>) {
  const { t } = useTranslation();
  const { editing, confirming } = state;
  return (
    <>
      <ModalDialog
        open={editing !== null}
        title={editing?.item ? editTitle : addTitle}
        onClose={state.closeEdit}
        size={size}
      >
        {editing?.item && content ? (
          <DraftScope
            kind={content.kind}
            id={editing.item.id}
            fallback={editing.item}
            affected={content.affected}
            onPublished={state.closeEdit}
          >
            {(record) => renderForm(record as T, state.closeEdit)}
          </DraftScope>
        ) : (
          editing && renderForm(editing.item, state.closeEdit)
        )}
      </ModalDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={t('dashboard.delete.title')}
        confirmLabel={t('dashboard.delete.confirm')}
        busy={busy}
        onCancel={state.closeDelete}
        onConfirm={() => {
          if (confirming) onDelete(confirming);
        }}
      >
        <p>{confirming ? deleteText(confirming) : ''}</p>
      </ConfirmDialog>
    </>
  );
}
