import { currencyOf } from '@cakeshop/shared/money';
import { useQuery } from '@tanstack/react-query';

import { shopSettingsQuery } from '../../../api/settings';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

interface NamedCategory {
  id: number;
  nameEn: string;
  nameAr: string;
}

/**
 * What a catalog list (cakes, courses) looks up besides its items: category names for the filter
 * and the cells, and the site currency for prices (`ready` once it is known).
 */
export function useCatalogLookups<C extends NamedCategory>(categories: readonly C[] = []) {
  const language = useLanguage();
  const settings = useQuery(shopSettingsQuery());
  const nameOf = (category: C) => localized(category, 'name', language);
  return {
    categories,
    options: categories.map((category) => ({ id: category.id, label: nameOf(category) })),
    categoryName: (id: number) => {
      const category = categories.find((item) => item.id === id);
      return category ? nameOf(category) : '';
    },
    currency: currencyOf(settings.data),
    ready: !settings.isPending,
  };
}
