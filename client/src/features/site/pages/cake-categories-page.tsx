import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { EmptyState } from '../../../components/empty-state';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';
import { PageIntro } from '../../../components/site/page-intro';
import { QueryView } from '../../../components/site/query-view';
import { settled } from '../../../lib/site/page-loaders';
import { CategoryTiles } from './home-categories';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CakeCategoriesPage,
    loader: async () => {
      await settled(queryClient.ensureQueryData(cakeCategoriesQuery()));
      return null;
    },
    handle: { titleKey: 'site.titles.cakeCategories' },
  };
}

export function CakeCategoriesPage() {
  const { t } = useTranslation();
  const categories = useQuery(cakeCategoriesQuery());
  return (
    <>
      <PageHead title={t('site.titles.cakeCategories')} description={t('site.cakes.categoriesDescription')} />
      <PageIntro title={t('site.titles.cakeCategories')} lead={t('site.cakes.categoriesDescription')} />
      <QueryView query={categories}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('common.empty')} />
          ) : (
            <CategoryTiles categories={data} page="cakes" countKey="site.cakes.count" />
          )
        }
      </QueryView>
    </>
  );
}
