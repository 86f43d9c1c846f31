import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'large';
}

/**
 * A native modal <dialog>: focus is trapped, Escape closes it, the page behind is inert. The
 * control marked `data-autofocus` has the focus when it opens.
 */
export function ModalDialog({ open, title, onClose, children, size = 'large' }: ModalDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control (the close button); a dialog may name its own first
      // focus, the safe way out of a question, so Enter never does the irreversible by accident.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onClose}>
              <X aria-hidden="true" size={20} />
            </button>
          </header>
          <div className="modal__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
