import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from './button';
import { FormStatus } from './form-status';

/**
 * A form's save bar: the refusal of the last save, whether there are changes, and the save
 * button (pressed only with changes). Every screen's form and the Delivery screen's end with it.
 */
export function SaveFooter({
  dirty,
  busy,
  label,
  status,
}: {
  dirty: boolean;
  busy: boolean;
  /** The button's words (default: Save). */
  label?: string | undefined;
  /** Shown at the start of the bar (the language indicator). */
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormStatus />
      <div className="form-footer">
        {status}
        <p className="muted" aria-live="polite">
          {dirty ? t('dashboard.form.unsavedChanges') : t('dashboard.form.noChanges')}
        </p>
        <Button type="submit" busy={busy} disabled={!dirty}>
          {busy ? t('common.saving') : (label ?? t('common.save'))}
        </Button>
      </div>
    </>
  );
}
