import type { Cake } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useParams } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { cakeQuery } from '../../../api/cake';
import { ResponsiveImage } from '../../../components/responsive-image';
import { SiteSkeleton } from '../components/site-skeleton';
import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { Breadcrumb } from '../components/breadcrumb';
import { NotFoundState } from '../components/not-found-state';
import { QueryView } from '../components/query-view';
import { routeId } from '../lib/route-id';
import { usePageHead } from '../lib/use-page-head';
import { useCurrency } from '../lib/use-currency';

export function cakeLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = routeId(params.id);
    void queryClient.prefetchQuery(cakeCategoriesQuery());
    if (id) await queryClient.ensureQueryData(cakeQuery(id)).catch(() => undefined);
    return null;
  };
}

function CakeDetail({ cake }: { cake: Cake }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const { data: categories } = useQuery(cakeCategoriesQuery());
  const category = categories?.find((item) => item.id === cake.cakeCategoryId);
  const name = localized(cake, 'name', language);
  const description = localized(cake, 'description', language);
  usePageHead({
    title: name,
    description: description || name,
    image: cake.imageUrl,
    type: 'product',
    structured: [{ kind: 'product', cake }],
  });
  const trail = [{ to: pathTo('cakes'), label: t('site.titles.cakes') }];
  if (category)
    trail.push({ to: `${pathTo('cakes')}?cat=${category.id}`, label: localized(category, 'name', language) });
  return (
    <article className="detail">
      <Breadcrumb trail={trail} current={name} />
      <div className="detail__layout">
        <ResponsiveImage
          className="detail__image"
          imageUrl={cake.imageUrl}
          imageSrcset={cake.imageSrcset}
          sizes="(min-width: 56rem) 34rem, 100vw"
          alt={name}
          width={960}
          height={720}
          priority
        />
        <div className="detail__text">
          <h1 className="detail__title">{name}</h1>
          <p className="detail__price">{formatPrice(cake.price, currency, language)}</p>
          {description && <p className="detail__description">{description}</p>}
          <div className="detail__order">
            <Link className="btn btn--primary btn--large" to={pathTo('contact')}>
              {t('site.cakes.order')}
            </Link>
            <p className="detail__hint">{t('site.cakes.orderHint')}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

export function CakePage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const cake = useQuery({ ...cakeQuery(id ?? 0), enabled: id !== null });
  const notFound = (
    <NotFoundState
      title={t('site.cakes.notFound')}
      text={t('site.cakes.notFoundText')}
      back={pathTo('cakes')}
      backLabel={t('site.cakes.back')}
    />
  );
  if (id === null) return notFound;
  return (
    <QueryView
      query={cake}
      skeleton={<SiteSkeleton lines={6} className="detail detail--skeleton" />}
      notFound={notFound}
    >
      {(data) => <CakeDetail cake={data} />}
    </QueryView>
  );
}
