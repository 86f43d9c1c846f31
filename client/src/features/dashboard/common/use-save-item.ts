import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { showToast } from '../../../lib/toasts';
import type { DraftBody } from '../drafts/use-draft-controls';
import { useDraftControls } from '../drafts/use-draft-controls';
import { applyServerError } from '../../../lib/apply-server-error';
import { fieldIn } from '../../../lib/server-errors';

export interface SaveItemOptions<V extends FieldValues, O, S> {
  form: UseFormReturn<V, unknown, O>;
  /** Adds or edits the item. */
  send: (values: O) => Promise<S>;
  /** Query keys refreshed once saved: the item's lists and any list showing its name. */
  affected: readonly QueryKey[];
  /** The saved item's name, in the language shown, for the success toast. */
  nameOf: (saved: S) => string;
  /** The form's field names: a server error on one of them is shown on that field. */
  fields: readonly string[];
  onDone: () => void;
  onSettled?: () => void;
  /** How the form is saved as a draft, when it is edited inside a DraftScope. */
  draft?: DraftBody<V>;
}

/**
 * The save of a dialog's add / edit form: refreshes what shows the item, says so in a toast and
 * closes; a refusal lands on the fields the server names. Inside a DraftScope (an edit, with
 * drafts on the backend) it also carries the draft's actions, which the dialog's footer offers.
 */
export function useSaveItem<V extends FieldValues, O, S>(options: SaveItemOptions<V, O, S>) {
  const { form, send, affected, nameOf, fields, onDone, onSettled, draft } = options;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const drafts = useDraftControls({ form, fields, draft });
  const save = useMutation({
    mutationFn: send,
    meta: { errorShownInPlace: true },
    onSuccess: async (saved) => {
      await Promise.all(affected.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      showToast({ message: t('dashboard.saved', { name: nameOf(saved) }), tone: 'success' });
      onDone();
    },
    onError: (error) => applyServerError(i18n, error, form.setError, fieldIn(fields)),
    ...(onSettled ? { onSettled } : {}),
  });
  return { mutate: save.mutate, isPending: save.isPending, drafts };
}
