import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button';
import { ModalDialog } from '../modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** What the button that closes it without doing anything says ("Cancel" unless given). */
  dismissLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be taken back; the way out (Cancel) is the default focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  dismissLabel,
  danger = true,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} title={title} onClose={onCancel} size="small">
      <div className="confirm__text">{children}</div>
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {dismissLabel ?? t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
