import { useTranslation } from 'react-i18next';

import { useDelayedFlag } from '../lib/use-delayed-flag';

/** A small inline spinner with a text alternative. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** The one page-wide overlay: appears only when `active` lasts past ~100 ms, so fast work never flickers. */
export function SpinnerOverlay({ active }: { active: boolean }) {
  const shown = useDelayedFlag(active);
  if (!shown) return null;
  return (
    <div className="spinner-overlay" data-testid="spinner-overlay">
      <Spinner />
    </div>
  );
}
