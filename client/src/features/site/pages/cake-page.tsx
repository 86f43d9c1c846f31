import type { Cake } from '@cakeshop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { cakeQuery } from '../../../api/cake';
import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { DetailLayout } from '../components/detail-layout';
import { DetailStates } from '../components/detail-states';
import { categoryName } from '../lib/category-name';
import { detailLoader } from '../lib/page-loaders';
import { routeId } from '../lib/route-id';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../components/page-head';
import { useCurrency } from '../lib/use-currency';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CakePage,
    loader: detailLoader(cakeQuery, cakeCategoriesQuery)(queryClient),
    handle: { titleKey: 'site.titles.cake' },
  };
}

function CakeDetail({ cake }: { cake: Cake }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const { data: categories } = useQuery(cakeCategoriesQuery());
  const category = categoryName(categories, cake.cakeCategoryId, language);
  const name = localized(cake, 'name', language);
  const description = localized(cake, 'description', language);
  return (
    <DetailLayout
      list="cakes"
      category={category === undefined ? undefined : { id: cake.cakeCategoryId, name: category }}
      name={name}
      image={cake}
      action={{ label: t('site.cakes.order'), hint: t('site.cakes.orderHint') }}
    >
      <PageHead
        title={name}
        description={description || name}
        image={{ url: cake.imageUrl, alt: name }}
        type="product"
        structured={[{ kind: 'product', cake }]}
      />
      <p className="detail__price">{formatPrice(cake.price, currency, language)}</p>
      {description && <p className="detail__description">{description}</p>}
    </DetailLayout>
  );
}

export function CakePage() {
  const id = routeId(useParams().id);
  // The loader asked already; an unknown id is not asked again when the page mounts.
  const cake = useQuery({ ...cakeQuery(id ?? 0), enabled: id !== null, retryOnMount: false });
  return (
    <DetailStates list="cakes" id={id} query={cake}>
      {(data) => <CakeDetail cake={data} />}
    </DetailStates>
  );
}
