import { useTranslation } from 'react-i18next';

/** Card-shaped placeholders of the grid's size, so nothing jumps when the cards arrive. */
export function CardGridSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="card-grid" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card card--skeleton" aria-hidden="true">
          <span className="card__image card__image--skeleton" />
          <div className="card__body">
            <span className="skeleton__line" />
            <span className="skeleton__line" />
          </div>
        </div>
      ))}
    </div>
  );
}
