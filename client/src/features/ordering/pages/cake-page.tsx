import type { Cake } from '@cakeshop/shared';
import { hasPriceRange } from '@cakeshop/shared/cake-offer';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionData, useParams } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { cakeQuery } from '../../../api/cake';
import { useShopSettings } from '../../../api/use-shop-settings';
import { formatPlainNumber, formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import type { LazyRoute } from '../../../lib/route-handle';
import { useLanguage } from '../../../lib/use-language';
import { addToBasketAction } from '../basket/add-action';
import type { AddField } from '../basket/add-to-basket';
import { sizeValue } from '../basket/add-to-basket';
import { island as addToBasketIsland } from '../basket/add-to-basket-island';
import { cakeChoices } from '../basket/cake-choices';
import { ContactButtons } from '../../../components/site/contact-buttons';
import { DetailLayout } from '../../../components/site/detail-layout';
import { DetailStates } from '../../../components/site/detail-states';
import { PageHead } from '../../../components/site/page-head';
import { Island } from '../../../lib/islands/island';
import { categoryName } from '../../../lib/site/category-name';
import { detailLoader } from '../../../lib/site/page-loaders';
import { routeId } from '../../../lib/site/route-id';
import { useCurrency } from '../../../api/use-currency';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';

// The cake page adds to the basket; the order itself is placed from the basket (one pick-up day
// and shop for every cake), so the page no longer takes an order of its own.
export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CakePage,
    loader: detailLoader(cakeQuery, cakeCategoriesQuery)(queryClient),
    action: addToBasketAction(queryClient),
    handle: { titleKey: 'site.titles.cake' },
  };
}

function CakeDetail({ cake }: { cake: Cake }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const answer = useActionData<FormAnswer<AddField>>();
  const settings = useShopSettings();
  const { data: categories } = useQuery(cakeCategoriesQuery());
  const category = categoryName(categories, cake.cakeCategoryId, language);
  const name = localized(cake, 'name', language);
  const description = localized(cake, 'description', language);
  const choices = cakeChoices(cake, t, language, currency);
  const price = formatPrice(cake.price, currency, language);
  const note = localized(settings, 'orderNote', language);
  const [firstSize] = choices.sizes;
  return (
    <DetailLayout
      list="cakes"
      category={category === undefined ? undefined : { id: cake.cakeCategoryId, name: category }}
      name={name}
      image={cake}
      action={
        <section className="detail__order" aria-labelledby="order-title">
          <h2 className="detail__order-title" id="order-title">
            {t('site.basket.addTitle')}
          </h2>
          {note && <p className="detail__hint">{note}</p>}
          <Island
            name="addToBasket"
            island={addToBasketIsland}
            props={{
              cake: choices,
              answer: answer ?? {
                values: {
                  quantity: formatPlainNumber(1, language),
                  sizeId: firstSize ? sizeValue(firstSize.id) : '',
                },
                problems: {},
              },
            }}
          />
          <ContactButtons text={t('site.contactButtons.cakeText', { name })} />
        </section>
      }
    >
      <PageHead
        title={name}
        description={description || name}
        image={{ url: cake.imageUrl, alt: name }}
        type="product"
        structured={[{ kind: 'product', cake }]}
      />
      <p className="detail__price">{hasPriceRange(cake) ? t('site.basket.from', { price }) : price}</p>
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
