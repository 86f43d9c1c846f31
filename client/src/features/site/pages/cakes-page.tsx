import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useSearchParams } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { cakesQuery } from '../../../api/cake';
import { EmptyState } from '../../../components/empty-state';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { CakeCard } from '../components/cake-card';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { CategoryFilter } from '../components/category-filter';
import { PageIntro } from '../components/page-intro';
import { Pagination } from '../components/pagination';
import { QueryView } from '../components/query-view';
import { SearchForm } from '../components/search-form';
import { apiFilters, PAGE_SIZE, parseListParams } from '../lib/list-params';
import { usePageHead } from '../lib/use-page-head';
import { useCurrency } from '../lib/use-currency';

export function cakesLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = parseListParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(cakeCategoriesQuery());
    // A failure is shown by the page (with a retry), not by the router's error screen.
    await queryClient.ensureQueryData(cakesQuery(apiFilters(params))).catch(() => undefined);
    return null;
  };
}

export function CakesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const params = parseListParams(search);
  const currency = useCurrency();
  const cakes = useQuery(cakesQuery(apiFilters(params)));
  const { data: categories = [] } = useQuery(cakeCategoriesQuery());
  const active = categories.find((category) => category.id === params.cat);
  const title = active ? localized(active, 'name', language) : t('site.titles.cakes');

  usePageHead({
    title,
    description: t('site.cakes.description'),
    structured: [cakes.data && { kind: 'products', cakes: cakes.data.items }],
  });

  return (
    <>
      <PageIntro title={title} lead={t('site.cakes.description')}>
        <SearchForm value={params.q} />
        <CategoryFilter categories={categories} active={params.cat} />
      </PageIntro>
      <QueryView query={cakes} skeleton={<CardGridSkeleton count={PAGE_SIZE} />}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState
              title={params.q ? t('site.cakes.noResults', { query: params.q }) : t('site.cakes.empty')}
            />
          ) : (
            <>
              <div className="card-grid">
                {page.items.map((cake) => {
                  const category = categories.find((item) => item.id === cake.cakeCategoryId);
                  return (
                    <CakeCard
                      key={cake.id}
                      cake={cake}
                      currency={currency}
                      categoryName={category && localized(category, 'name', language)}
                    />
                  );
                })}
              </div>
              <Pagination page={params.page} totalCount={page.totalCount} pageSize={PAGE_SIZE} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
