import type { Cake } from '@cakeshop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { cakeQuery } from '../../../api/cake';
import { homeQuery } from '../../../api/home';
import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { ContactButtons } from '../components/contact-buttons';
import { DetailLayout } from '../components/detail-layout';
import { DetailStates } from '../components/detail-states';
import { OrderSection } from '../components/order-section';
import { categoryName } from '../lib/category-name';
import { detailLoader } from '../lib/page-loaders';
import { routeId } from '../lib/route-id';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../components/page-head';
import { useCurrency } from '../lib/use-currency';

// The form, with the schemas it validates by, is fetched when the visitor opens it.
const loadForm = () => import('../order/cake-order-form');
const CakeOrderForm = lazy(async () => ({ default: (await loadForm()).CakeOrderForm }));

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
  const { data: home } = useQuery(homeQuery());
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
      action={
        <OrderSection
          title={t('site.order.title')}
          note={home ? localized(home, 'orderNote', language) : ''}
          openLabel={t('site.order.open')}
          onIntent={() => void loadForm()}
          form={<CakeOrderForm cake={cake} />}
          contact={<ContactButtons text={t('site.contactButtons.cakeText', { name })} />}
        />
      }
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
