import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/button';

/** The refusal of the last save, whether there are changes, and the save button. */
export function FormFooter({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation();
  const { formState } = useFormContext();
  const message = formState.errors.root?.server?.message;
  return (
    <>
      {message && (
        <p className="form-status" role="alert">
          {message}
        </p>
      )}
      <div className="form-footer">
        <p className="muted" aria-live="polite">
          {formState.isDirty ? t('dashboard.form.unsavedChanges') : t('dashboard.form.noChanges')}
        </p>
        <Button type="submit" busy={busy} disabled={!formState.isDirty}>
          {busy ? t('common.saving') : label}
        </Button>
      </div>
    </>
  );
}
