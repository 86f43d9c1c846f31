import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DraftFooter } from '../drafts/draft-footer';
import type { DraftControls } from '../drafts/use-draft-controls';
import { SaveFooter } from '../../../components/save-footer';
import { UnsavedDialog } from '../../../components/dashboard/unsaved-dialog';
import { useUnsavedWarning } from '../../../components/dashboard/use-unsaved-warning';

interface PageFormProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: (values: O) => void;
  /** Whether anything (a field, a picture) differs from what is saved. */
  dirty: boolean;
  busy: boolean;
  /** Extra classes for the form element. */
  className: string;
  /** Shown at the start of the save bar (the language indicator). */
  status?: ReactNode;
  /** The record is edited as a draft: the bar offers Save draft, Publish and the draft's actions. */
  drafts?: DraftControls | undefined;
  children: ReactNode;
}

/**
 * The form a screen is made of (not a dialog's): a save bar that says whether there are changes,
 * and a warning before leaving with unsaved ones.
 */
export function PageForm<V extends FieldValues, O>({
  form,
  onSubmit,
  dirty,
  busy,
  className,
  status,
  drafts,
  children,
}: PageFormProps<V, O>) {
  const { t } = useTranslation();
  const blocker = useUnsavedWarning(dirty && !busy);
  return (
    <FormProvider {...form}>
      <form
        className={`entity-form ${className}`}
        noValidate
        onSubmit={(event) =>
          // The screen's save reports its own failure: nothing waits for the submit's promise.
          void form.handleSubmit(onSubmit)(event)
        }
      >
        {children}
        {drafts ? (
          <div className="form-footer form-footer--draft">
            <p className="muted" aria-live="polite">
              {dirty ? t('dashboard.form.unsavedChanges') : t('dashboard.form.noChanges')}
            </p>
            <DraftFooter controls={drafts} />
          </div>
        ) : (
          <SaveFooter dirty={dirty} busy={busy} status={status} />
        )}
      </form>
      <UnsavedDialog blocker={blocker} />
    </FormProvider>
  );
}
