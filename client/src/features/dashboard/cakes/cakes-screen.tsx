import type { Cake } from '@cakeshop/shared';
import { hasPriceRange } from '@cakeshop/shared/cake-offer';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { cakeKeys, cakesQuery, deleteCake } from '../../../api/cake';
import { cakeCategoriesQuery, cakeCategoryKeys } from '../../../api/cake-category';
import { branchesQuery } from '../../../api/contact';
import { useShopSettings } from '../../../api/use-shop-settings';
import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { FeaturedCell, Thumbnail } from '../common/catalog-cells';
import { CatalogScreen } from '../common/catalog-screen';
import type { ListParams } from '../../../components/dashboard/list-params';
import { toListQuery } from '../../../components/dashboard/list-params';
import { useCatalogLookups } from '../common/use-catalog-lookups';
import { useWeekSupport } from '../../../components/dashboard/use-week-support';
import type { CakeOffer } from './cake-form';
import { CakeForm } from './cake-form';

const TEXT = {
  title: 'dashboard.titles.cakes',
  add: 'dashboard.cakes.add',
  edit: 'dashboard.cakes.edit',
  empty: 'dashboard.cakes.empty',
} as const;

const useCakes = (params: ListParams) =>
  useQuery({ ...cakesQuery(toListQuery(params)), placeholderData: keepPreviousData });

/** /dashboard/cake: the paged, filterable list of cakes with add, edit and delete (with Undo). */
export function CakesScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { categories, options, categoryName, currency, ready } = useCatalogLookups(
    useQuery(cakeCategoriesQuery()).data,
  );
  const nameOf = (cake: Cake) => localized(cake, 'name', language);
  // The shell has asked already: both are in the cache long before a form opens.
  const week = useWeekSupport();
  const branches = useQuery(branchesQuery());
  const offer: CakeOffer = {
    week: week ?? false,
    branches: branches.data ?? [],
    siteLeadDays: useShopSettings().orderLeadDays,
  };
  // A cake whose sizes differ in price is listed "from" its lowest, as the site shows it.
  const priceOf = (cake: Cake) => {
    const price = formatPrice(cake.price, currency, language);
    return hasPriceRange(cake) ? t('dashboard.cakes.fromPrice', { price }) : price;
  };
  return (
    <CatalogScreen<Cake>
      contentKind="Cake"
      text={TEXT}
      useItems={useCakes}
      categories={options}
      nameOf={nameOf}
      ready={ready}
      remove={deleteCake}
      affected={[cakeKeys.all, cakeCategoryKeys.all]}
      columns={[
        {
          key: 'image',
          header: t('dashboard.fields.image'),
          className: 'data-table__thumb',
          cell: (cake) => <Thumbnail imageUrl={cake.imageUrl} name={nameOf(cake)} />,
        },
        { key: 'name', header: t('dashboard.fields.name'), cell: nameOf },
        {
          key: 'category',
          header: t('dashboard.fields.category'),
          cell: (cake) => categoryName(cake.cakeCategoryId),
        },
        {
          key: 'price',
          header: t('dashboard.fields.price'),
          className: 'data-table__num',
          cell: priceOf,
        },
        {
          key: 'featured',
          header: t('dashboard.fields.featured'),
          cell: (cake) => <FeaturedCell featured={cake.featured} />,
        },
      ]}
      renderForm={(cake, defaultCategory, onDone) => (
        <CakeForm
          cake={cake}
          categories={categories}
          defaultCategory={defaultCategory}
          currency={currency}
          offer={offer}
          onDone={onDone}
        />
      )}
    />
  );
}
