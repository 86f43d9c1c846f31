import type { Blocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from './confirm-dialog';

/** "Leave without saving?" while a navigation is held back by useUnsavedWarning. */
export function UnsavedDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('dashboard.unsaved.title')}
      confirmLabel={t('dashboard.unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('dashboard.unsaved.text')}</p>
    </ConfirmDialog>
  );
}
