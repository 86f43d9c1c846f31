import { useTranslation } from 'react-i18next';

import { Button } from './button';

/**
 * A failed load, with the reason and a way to try again: a button where the page's script runs
 * (the dashboard), a link that asks for the page again where it may not (the public site).
 */
export function ErrorState({
  message,
  onRetry,
  retryHref,
}: {
  message?: string;
  onRetry?: () => void;
  retryHref?: string;
}) {
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
      {retryHref && (
        <a className="btn btn--secondary" href={retryHref}>
          {t('common.retry')}
        </a>
      )}
    </div>
  );
}
