import { useTranslation } from 'react-i18next';

import { Button } from './button';

/** A failed load, with the reason and a way to try again. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{t('common.errorTitle')}</p>
      <p className="error-state__message">{message ?? t('common.errors.generic')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
