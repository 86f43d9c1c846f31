import type { Cake } from '@cakeshop/shared';
import { hasPriceRange } from '@cakeshop/shared/cake-offer';
import { pathTo } from '@cakeshop/shared/routes';
import { useTranslation } from 'react-i18next';

import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { categoryName } from '../../../lib/site/category-name';
import { useCurrency } from '../../../api/use-currency';
import { ItemCard, type CatalogCardProps } from './item-card';

/** A cake in a grid: picture, name, price ("from" the lowest when its sizes cost differently). */
export function CakeCard({ cake, categories, level, priority }: { cake: Cake } & CatalogCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const price = formatPrice(cake.price, currency, language);
  return (
    <ItemCard
      to={pathTo('cake', { id: cake.id })}
      title={localized(cake, 'name', language)}
      image={cake}
      eyebrow={categoryName(categories, cake.cakeCategoryId, language)}
      level={level}
      priority={priority}
    >
      <p className="card__price">{hasPriceRange(cake) ? t('site.basket.from', { price }) : price}</p>
    </ItemCard>
  );
}
