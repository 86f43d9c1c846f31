import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { categoriesQuery } from '../../../api/category';
import { EmptyState } from '../../../components/empty-state';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';
import { PageIntro } from '../../../components/site/page-intro';
import { QueryView } from '../../../components/site/query-view';
import { settled } from '../../../lib/site/page-loaders';
import { CategoryTiles } from './home-categories';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CourseCategoriesPage,
    loader: async () => {
      await settled(queryClient.ensureQueryData(categoriesQuery()));
      return null;
    },
    handle: { titleKey: 'site.titles.courseCategories' },
  };
}

export function CourseCategoriesPage() {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQuery());
  return (
    <>
      <PageHead
        title={t('site.titles.courseCategories')}
        description={t('site.courses.categoriesDescription')}
      />
      <PageIntro title={t('site.titles.courseCategories')} lead={t('site.courses.categoriesDescription')} />
      <QueryView query={categories}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('common.empty')} />
          ) : (
            <CategoryTiles categories={data} page="courses" countKey="site.courses.count" />
          )
        }
      </QueryView>
    </>
  );
}
