import type { Cake } from '@cakeshop/shared';
import { pickupWindow } from '@cakeshop/shared/site-days';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionData, useParams } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { cakeQuery } from '../../../api/cake';
import { branchesQuery } from '../../../api/contact';
import { homeQuery } from '../../../api/home';
import { formatDate, formatPrice } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { localized } from '../../../lib/localized';
import { httpOf } from '../../../lib/query-client';
import type { LazyRoute } from '../../../lib/route-handle';
import { useLanguage } from '../../../lib/use-language';
import { ContactButtons } from '../components/contact-buttons';
import { DetailLayout } from '../components/detail-layout';
import { DetailStates } from '../components/detail-states';
import { OrderSection } from '../components/order-section';
import { PageHead } from '../components/page-head';
import { Island } from '../islands/island';
import { categoryName } from '../lib/category-name';
import { detailLoader } from '../lib/page-loaders';
import { requestLanguage } from '../lib/request-language';
import { routeId } from '../lib/route-id';
import { useCurrency } from '../lib/use-currency';
import type { CakeOrderContext, CakeOrderField } from '../order/cake-order';
import { cakeOrderForm } from '../order/cake-order';
import { island as cakeOrderIsland } from '../order/cake-order-island';
import type { FormAnswer } from '../order/form-answer';
import { FRESH } from '../order/form-answer';
import { visitorAction } from '../order/visitor-action';

/** What the order form knows of the page: the cake, the language, the days it can be picked up. */
async function orderContext(
  queryClient: QueryClient,
  cakeId: number,
  language: Language,
): Promise<CakeOrderContext> {
  const home = await queryClient.ensureQueryData(homeQuery());
  const { earliest, latest } = pickupWindow(home);
  return { cakeId, language, earliest, latest, earliestText: formatDate(earliest, language) };
}

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CakePage,
    loader: detailLoader(cakeQuery, cakeCategoriesQuery)(queryClient),
    action: visitorAction(
      cakeOrderForm,
      ({ params, request }) => orderContext(queryClient, routeId(params.id) ?? 0, requestLanguage(request)),
      httpOf(queryClient),
    ),
    handle: { titleKey: 'site.titles.cake' },
  };
}

function CakeDetail({ cake }: { cake: Cake }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const answer = useActionData<FormAnswer<CakeOrderField>>();
  const { data: home } = useQuery(homeQuery());
  const { data: branches = [] } = useQuery(branchesQuery());
  const { data: categories } = useQuery(cakeCategoriesQuery());
  const category = categoryName(categories, cake.cakeCategoryId, language);
  const name = localized(cake, 'name', language);
  const description = localized(cake, 'description', language);
  const { earliest, latest } = pickupWindow(home);
  const context: CakeOrderContext = {
    cakeId: cake.id,
    language,
    earliest,
    latest,
    earliestText: formatDate(earliest, language),
  };
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
          open={answer !== undefined}
          form={
            branches.length === 0 ? (
              <p className="order-form__error">{t('site.order.noBranches')}</p>
            ) : (
              <Island
                name="cakeOrder"
                island={cakeOrderIsland}
                props={{
                  context,
                  branches: branches.map((branch) => ({
                    value: String(branch.id),
                    label: localized(branch, 'name', language),
                  })),
                  priceText: formatPrice(cake.price, currency, language),
                  answer: answer ?? {
                    ...FRESH,
                    values: { quantity: '1', branchId: branches.length === 1 ? String(branches[0]?.id) : '' },
                  },
                }}
              />
            )
          }
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
  // The loader asked already; an unknown id is not asked again when the page renders.
  const cake = useQuery({ ...cakeQuery(id ?? 0), enabled: id !== null, retryOnMount: false });
  return (
    <DetailStates list="cakes" id={id} query={cake}>
      {(data) => <CakeDetail cake={data} />}
    </DetailStates>
  );
}
