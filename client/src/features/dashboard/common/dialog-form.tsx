import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { DraftFooter } from '../drafts/draft-footer';
import type { DraftControls } from '../drafts/use-draft-controls';
import { FormStatus } from '../../../components/form-status';

interface DialogFormProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /**
   * The save: sent on submit; while pending, Save shows it and Cancel waits. With `drafts` (an
   * edit inside a DraftScope) the submit publishes, beside Save draft and the draft's actions.
   */
  save: { mutate: (values: O) => void; isPending: boolean; drafts?: DraftControls | undefined };
  onCancel: () => void;
  children: ReactNode;
}

/** The add / edit form of a dialog: its fields, the form-wide error, then Cancel and Save. */
export function DialogForm<V extends FieldValues, O>({
  form,
  save,
  onCancel,
  children,
}: DialogFormProps<V, O>) {
  const { t } = useTranslation();
  const busy = save.isPending;
  const { drafts } = save;
  return (
    <FormProvider {...form}>
      <form
        className="entity-form"
        noValidate
        onSubmit={(event) =>
          // The mutation reports its own failure: nothing waits for the submit's promise.
          void form.handleSubmit((values) => (drafts ? drafts.run('publish') : save.mutate(values)))(event)
        }
      >
        {children}
        {drafts ? (
          <DraftFooter controls={drafts} onCancel={onCancel} />
        ) : (
          <>
            <FormStatus />
            <div className="form-actions">
              <Button variant="secondary" onClick={onCancel} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" busy={busy}>
                {busy ? t('common.saving') : t('common.save')}
              </Button>
            </div>
          </>
        )}
      </form>
    </FormProvider>
  );
}
