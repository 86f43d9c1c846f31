import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast } from '../../../lib/toasts';

/** How long the Undo stays offered before the delete is really sent. */
export const UNDO_WINDOW_MS = 5000;

interface UndoDeleteOptions {
  remove: (id: number) => Promise<unknown>;
  /** Refreshes the lists once the delete went through (or failed). */
  settle: () => Promise<unknown>;
}

/**
 * Delete with Undo: the row disappears at once, a toast offers Undo, and only when the window
 * passes is the delete sent. Undo puts the row back and nothing reaches the server.
 */
export function useUndoDelete({ remove, settle }: UndoDeleteOptions) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());

  const show = useCallback((id: number) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const schedule = useCallback(
    (id: number, name: string) => {
      setHidden((current) => new Set(current).add(id));
      const timer = setTimeout(() => {
        remove(id)
          .then(() => settle())
          .catch(() => settle())
          .finally(() => show(id));
      }, UNDO_WINDOW_MS);
      showToast({
        message: t('dashboard.delete.deleted', { name }),
        tone: 'success',
        duration: UNDO_WINDOW_MS,
        action: {
          label: t('dashboard.delete.undo'),
          onAction: () => {
            clearTimeout(timer);
            show(id);
            showToast({ message: t('dashboard.delete.restored', { name }), tone: 'info', duration: 3000 });
          },
        },
      });
    },
    [remove, settle, show, t],
  );

  return { hidden, schedule };
}
