import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { categoriesQuery } from '../../../api/category';
import { EmptyState } from '../../../components/empty-state';
import { SiteSkeleton } from '../components/site-skeleton';
import { PageIntro } from '../components/page-intro';
import { QueryView } from '../components/query-view';
import { usePageHead } from '../lib/use-page-head';
import { CategoryTiles } from './home-categories';

export const cakeCategoriesLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(cakeCategoriesQuery()).catch(() => undefined);
  return null;
};

export const courseCategoriesLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(categoriesQuery()).catch(() => undefined);
  return null;
};

export function CakeCategoriesPage() {
  const { t } = useTranslation();
  const categories = useQuery(cakeCategoriesQuery());
  usePageHead({ title: t('site.titles.cakeCategories'), description: t('site.cakes.categoriesDescription') });
  return (
    <>
      <PageIntro title={t('site.titles.cakeCategories')} lead={t('site.cakes.categoriesDescription')} />
      <QueryView query={categories} skeleton={<SiteSkeleton lines={3} />}>
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

export function CourseCategoriesPage() {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQuery());
  usePageHead({
    title: t('site.titles.courseCategories'),
    description: t('site.courses.categoriesDescription'),
  });
  return (
    <>
      <PageIntro title={t('site.titles.courseCategories')} lead={t('site.courses.categoriesDescription')} />
      <QueryView query={categories} skeleton={<SiteSkeleton lines={3} />}>
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
