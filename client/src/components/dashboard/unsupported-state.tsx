import { useTranslation } from 'react-i18next';

import { EmptyState } from '../empty-state';

/**
 * What a screen shows when the backend lacks its optional rows (a backend of an earlier
 * contract answers 404): that this backend does not offer it, not an error to retry.
 */
export function UnsupportedState({ feature }: { feature: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('dashboard.unsupported.title', { feature })}>
      <p className="muted">{t('dashboard.unsupported.text')}</p>
    </EmptyState>
  );
}
