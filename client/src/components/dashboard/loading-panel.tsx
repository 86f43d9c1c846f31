import { useTranslation } from 'react-i18next';

import { Skeleton } from '../skeleton';

/** The panel a screen shows while its data is on the way. */
export function LoadingPanel({ lines }: { lines: number }) {
  const { t } = useTranslation();
  return (
    <div className="panel" role="status" aria-label={t('common.loading')}>
      <Skeleton lines={lines} />
    </div>
  );
}
