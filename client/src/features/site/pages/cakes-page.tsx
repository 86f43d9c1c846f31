import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { cakesQuery } from '../../../api/cake';
import { useLanguage } from '../../../lib/use-language';
import { CakeCard } from '../components/cake-card';
import { EAGER_CARDS } from '../components/card-sizes';
import { CatalogGrid } from '../components/catalog-grid';
import { CategoryFilter } from '../components/category-filter';
import { PageIntro } from '../../../components/site/page-intro';
import { PageBeyond } from '../components/page-beyond';
import { Pagination } from '../components/pagination';
import { SearchForm } from '../components/search-form';
import { categoryName } from '../../../lib/site/category-name';
import { apiFilters, PAGE_SIZE, parseListParams } from '../../../lib/site/list-params';
import { listLoader } from '../../../lib/site/page-loaders';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CakesPage,
    loader: listLoader(cakesQuery, cakeCategoriesQuery)(queryClient),
    handle: { titleKey: 'site.titles.cakes' },
  };
}

export function CakesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const params = parseListParams(search);
  const cakes = useQuery(cakesQuery(apiFilters(params)));
  const { data: categories = [] } = useQuery(cakeCategoriesQuery());
  const title = categoryName(categories, params.cat, language) ?? t('site.titles.cakes');

  return (
    <>
      <PageHead
        title={title}
        description={t('site.cakes.description')}
        structured={[cakes.data && { kind: 'products', cakes: cakes.data.items }]}
      />
      <PageIntro title={title} lead={t('site.cakes.description')}>
        <SearchForm
          value={params.q}
          label={t('site.cakes.searchLabel')}
          placeholder={t('site.cakes.searchPlaceholder')}
        />
        <CategoryFilter categories={categories} active={params.cat} />
        <p>
          <a className="btn btn--secondary" href={pathTo('customCake')}>
            {t('site.customCake.cta')}
          </a>
        </p>
      </PageIntro>
      <CatalogGrid
        query={cakes}
        emptyTitle={params.q ? t('site.cakes.noResults', { query: params.q }) : t('site.cakes.empty')}
        footer={(page) => <Pagination page={params.page} totalCount={page.totalCount} pageSize={PAGE_SIZE} />}
        beyond={(page) => <PageBeyond page={params.page} totalCount={page.totalCount} pageSize={PAGE_SIZE} />}
      >
        {(cake, index) => (
          <CakeCard
            key={cake.id}
            cake={cake}
            categories={categories}
            level={2}
            priority={index < EAGER_CARDS}
          />
        )}
      </CatalogGrid>
    </>
  );
}
