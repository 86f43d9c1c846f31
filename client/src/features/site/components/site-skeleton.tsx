import { useTranslation } from 'react-i18next';

/**
 * Grey lines while a block loads, announced once as "loading". The site's own (not the shared
 * Skeleton) so the home page's chunk shares no module with the admin area's.
 */
export function SiteSkeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={['skeleton', className].filter(Boolean).join(' ')} role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
