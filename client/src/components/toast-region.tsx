import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { dismissToast, getToasts, subscribeToasts } from '../lib/toasts';

/** Renders the toast queue in a live region, so screen readers announce each message. */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className="toast-region" aria-label={t('common.toasts.region')}>
      <ol className="toast-region__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <li key={toast.id} className="toast" data-tone={toast.tone}>
            {/* The role sits on the message: on the <li> it would hide the list item from the list. */}
            <p className="toast__message" role={toast.tone === 'error' ? 'alert' : 'status'}>
              {toast.message}
            </p>
            {toast.action && (
              <button
                type="button"
                className="toast__action"
                onClick={() => {
                  toast.action?.onAction();
                  dismissToast(toast.id);
                }}
              >
                {toast.action.label}
              </button>
            )}
            <button
              type="button"
              className="toast__close"
              aria-label={t('common.toasts.dismiss')}
              onClick={() => dismissToast(toast.id)}
            >
              <X aria-hidden="true" size={16} />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
