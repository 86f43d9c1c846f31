import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { categoriesQuery } from '../../../api/category';
import { coursesQuery } from '../../../api/course';
import { useLanguage } from '../../../lib/use-language';
import { EAGER_CARDS } from '../components/card-sizes';
import { CatalogGrid } from '../components/catalog-grid';
import { CategoryFilter } from '../components/category-filter';
import { CourseCard } from '../components/course-card';
import { PageIntro } from '../../../components/site/page-intro';
import { PageBeyond } from '../components/page-beyond';
import { Pagination } from '../components/pagination';
import { SearchForm } from '../components/search-form';
import { categoryName } from '../../../lib/site/category-name';
import { apiFilters, PAGE_SIZE, parseListParams } from '../../../lib/site/list-params';
import type { ApiFilters } from '../../../lib/site/list-params';
import { listLoader } from '../../../lib/site/page-loaders';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';

/** Visitors see the courses still to come, soonest first; past ones leave the list by themselves. */
const upcomingCourses = (filters: ApiFilters) => coursesQuery({ ...filters, upcoming: true });

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CoursesPage,
    loader: listLoader(upcomingCourses, categoriesQuery)(queryClient),
    handle: { titleKey: 'site.titles.courses' },
  };
}

export function CoursesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const params = parseListParams(search);
  const courses = useQuery(upcomingCourses(apiFilters(params)));
  const { data: categories = [] } = useQuery(categoriesQuery());
  const title = categoryName(categories, params.cat, language) ?? t('site.titles.courses');

  return (
    <>
      <PageHead
        title={title}
        description={t('site.courses.description')}
        structured={[courses.data && { kind: 'courses', courses: courses.data.items }]}
      />
      <PageIntro title={title} lead={t('site.courses.description')}>
        <SearchForm
          value={params.q}
          label={t('site.courses.searchLabel')}
          placeholder={t('site.courses.searchPlaceholder')}
        />
        <CategoryFilter categories={categories} active={params.cat} />
      </PageIntro>
      <CatalogGrid
        query={courses}
        emptyTitle={params.q ? t('site.courses.noResults', { query: params.q }) : t('site.courses.empty')}
        footer={(page) => <Pagination page={params.page} totalCount={page.totalCount} pageSize={PAGE_SIZE} />}
        beyond={(page) => <PageBeyond page={params.page} totalCount={page.totalCount} pageSize={PAGE_SIZE} />}
      >
        {(course, index) => (
          <CourseCard
            key={course.id}
            course={course}
            categories={categories}
            level={2}
            priority={index < EAGER_CARDS}
          />
        )}
      </CatalogGrid>
    </>
  );
}
