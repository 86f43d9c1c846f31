import type { ContentState, PreviewLink } from '@cakeshop/shared';
import { missingFields } from '@cakeshop/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  discardDraft,
  previewLink,
  publishDraft,
  saveDraft,
  scheduleDraft,
  unscheduleDraft,
} from '../../../api/content';
import type { UploadOptions } from '../../../api/upload-options';
import { HttpError, isHttpError } from '../../../lib/http-error';
import { showToast } from '../../../lib/toasts';
import { applyServerError } from '../../../lib/apply-server-error';
import { fieldIn } from '../../../lib/server-errors';
import type { DraftScopeValue } from './draft-scope-value';
import { useDraftScope } from './draft-scope';

type DraftAction = 'save' | 'publish' | 'schedule' | 'preview';

interface Run {
  action: DraftAction;
  /** `YYYY-MM-DDTHH:mm` on the site's clock (schedule). */
  publishAt?: string;
  /** Save the form as the draft even over a newer one (the editor chose to keep theirs). */
  force?: boolean;
  /** The record's state to name as the version started from (a conflict's fresh one). */
  base?: ContentState;
}

type Fields = Record<string, unknown>;

/** Someone else saved the record since: who and when, their fields, and the two ways out. */
export interface DraftConflict {
  changed: { by: string; at: string };
  theirs: Fields;
  mine: Fields;
  keepMine: () => void;
  keepTheirs: () => void;
  dismiss: () => void;
}

export interface DraftControls {
  scope: DraftScopeValue;
  run: (action: DraftAction, options?: Omit<Run, 'action'>) => void;
  /** The action under way, if any (`standing`: a discard or an unschedule). */
  pending: DraftAction | 'standing' | null;
  conflict: DraftConflict | null;
  /** Opens the comparison of a stale draft with the live record. */
  compare: () => void;
  /** Throws the draft away (after the editor confirmed). */
  discard: () => void;
  unschedule: () => void;
}

/** How a form's values become a draft: the Edit row's fields (as typed) and the picture to upload. */
export interface DraftBody<V extends FieldValues> {
  body: (values: V) => { fields: Fields; upload?: UploadOptions };
  /** Whether the form (a field, the picture) differs from what is saved. */
  dirty: () => boolean;
}

export interface DraftControlsOptions<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  /** The form's field names: a refusal naming one is shown on it. */
  fields: readonly string[];
  /** Absent: the form is not drafted (an add). */
  draft: DraftBody<V> | undefined;
}

const conflictOf = (error: unknown) =>
  isHttpError(error) && error.status === 409 && error.code === 'content.changed' ? error : null;

/** A draft based on a live record that changed since: publishing it would undo that change. */
function staleDraft(state: ContentState): HttpError {
  const error = new HttpError('The live record changed since this draft began', 409, [], 'content.changed');
  error.changed = { by: state.publishedBy ?? '', at: state.publishedAt ?? '' };
  return error;
}

/**
 * The draft actions of a form inside a DraftScope (undefined outside one): save the draft,
 * publish, schedule, preview (each saving the form first when it has changes), discard. A save
 * someone else's overtook opens the conflict: compare, then keep either.
 */
export function useDraftControls<V extends FieldValues>(
  options: DraftControlsOptions<V>,
): DraftControls | undefined {
  const { form, fields, draft: drafting } = options;
  const scope = useDraftScope();
  const { t, i18n } = useTranslation();
  const [conflict, setConflict] = useState<DraftConflict | null>(null);

  const mutation = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: async ({ action, publishAt, force, base }: Run) => {
      if (!scope) throw new Error('Draft actions need a DraftScope');
      const { ref } = scope;
      let state = base ?? scope.state;
      if (!drafting) throw new Error('This form is not drafted');
      if (action === 'save' || force || drafting.dirty() || !state.draft) {
        if (!force && state.draft?.stale) throw staleDraft(state);
        const { fields: values, upload } = drafting.body(form.getValues());
        state = await saveDraft(ref, values, state.version, upload);
      }
      if (action === 'publish') return { action, state: await publishDraft(ref, state.version) };
      if (action === 'schedule')
        return { action, state: await scheduleDraft(ref, state.version, publishAt ?? '') };
      if (action === 'preview') return { action, state, link: await previewLink(ref) };
      return { action, state };
    },
    onSuccess: async (done: { action: DraftAction; state: ContentState; link?: PreviewLink }) => {
      if (!scope) return;
      if (done.action === 'publish') {
        showToast({ message: t('dashboard.drafts.published'), tone: 'success' });
        await scope.published(done.state);
        return;
      }
      if (done.link) scope.showPreview(done.link);
      if (done.action === 'save') showToast({ message: t('dashboard.drafts.saved'), tone: 'success' });
      if (done.action === 'schedule')
        showToast({ message: t('dashboard.drafts.scheduled'), tone: 'success' });
      scope.update(done.state);
    },
    onError: (error, run) => {
      const changed = conflictOf(error);
      if (changed) void openConflict(changed.changed ?? { by: '', at: '' }, run);
      else applyServerError(i18n, error, form.setError, fieldIn(fields));
    },
  });

  /** Shows theirs beside the form's: keeping the form's saves it over theirs and goes on with `run`. */
  const openConflict = async (changed: { by: string; at: string }, run: Run) => {
    if (!scope) return;
    const fresh = await scope.reload();
    const theirs = fresh.state.draft && !fresh.state.draft.stale ? fresh.state.draft.fields : fresh.live;
    setConflict({
      changed,
      theirs,
      mine: form.getValues(),
      keepMine: () => {
        setConflict(null);
        mutation.mutate({ ...run, force: true, base: fresh.state });
      },
      keepTheirs: () => {
        setConflict(null);
        // Their draft is what the form shows next; if theirs is the live record, this draft goes.
        if (fresh.state.draft && theirs !== fresh.state.draft.fields)
          void discardDraft(scope.ref, fresh.state.version).then(
            (state) => scope.update(state, fresh.live),
            () => scope.update(fresh.state, fresh.live),
          );
        else scope.update(fresh.state, fresh.live);
      },
      dismiss: () => setConflict(null),
    });
  };

  // Discard and unschedule change the draft's standing, not its fields: the form is not sent.
  const standing = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (what: 'discard' | 'unschedule') => {
      if (!scope) throw new Error('Draft actions need a DraftScope');
      return (what === 'discard' ? discardDraft : unscheduleDraft)(scope.ref, scope.state.version);
    },
    onSuccess: (state, what) => {
      const message =
        what === 'discard' ? t('dashboard.drafts.discarded') : t('dashboard.drafts.unscheduled');
      showToast({ message, tone: 'success' });
      scope?.update(state);
    },
    onError: (error) => applyServerError(i18n, error, form.setError, fieldIn(fields)),
  });

  /**
   * The both-languages rule the server holds a publish to, checked first: each text the form
   * lacks in one language is marked, the first focused, and nothing is sent.
   */
  const languagesMissing = (): boolean => {
    if (!scope) return false;
    const { missingEn, missingAr } = missingFields(scope.ref.kind, form.getValues());
    const marks = [
      ...missingEn.map((name) => [name, t('dashboard.form.neededInEnglish')] as const),
      ...missingAr.map((name) => [name, t('dashboard.form.neededInArabic')] as const),
    ].filter(([name]) => fields.includes(name));
    marks.forEach(([name, message], index) =>
      form.setError(name as Path<V>, { type: 'languages', message }, { shouldFocus: index === 0 }),
    );
    return marks.length > 0;
  };

  if (!scope || !drafting) return undefined;
  return {
    scope,
    run: (action, more = {}) => {
      form.clearErrors();
      if ((action === 'publish' || action === 'schedule') && languagesMissing()) return;
      mutation.mutate({ action, ...more });
    },
    pending: mutation.isPending ? mutation.variables.action : standing.isPending ? 'standing' : null,
    conflict,
    compare: () =>
      void openConflict(staleDraft(scope.state).changed ?? { by: '', at: '' }, { action: 'publish' }),
    discard: () => standing.mutate('discard'),
    unschedule: () => standing.mutate('unschedule'),
  };
}
