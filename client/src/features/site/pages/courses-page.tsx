import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useSearchParams } from 'react-router-dom';

import { categoriesQuery } from '../../../api/category';
import { coursesQuery } from '../../../api/course';
import { EmptyState } from '../../../components/empty-state';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { CourseCard } from '../components/course-card';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { CategoryFilter } from '../components/category-filter';
import { PageIntro } from '../components/page-intro';
import { Pagination } from '../components/pagination';
import { QueryView } from '../components/query-view';
import { apiFilters, PAGE_SIZE, parseListParams } from '../lib/list-params';
import { usePageHead } from '../lib/use-page-head';
import { useCurrency } from '../lib/use-currency';

export function coursesLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = parseListParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(categoriesQuery());
    // A failure is shown by the page (with a retry), not by the router's error screen.
    await queryClient.ensureQueryData(coursesQuery(apiFilters(params))).catch(() => undefined);
    return null;
  };
}

export function CoursesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const params = parseListParams(search);
  const currency = useCurrency();
  const courses = useQuery(coursesQuery(apiFilters(params)));
  const { data: categories = [] } = useQuery(categoriesQuery());
  const active = categories.find((category) => category.id === params.cat);
  const title = active ? localized(active, 'name', language) : t('site.titles.courses');

  usePageHead({
    title,
    description: t('site.courses.description'),
    structured: [courses.data && { kind: 'courses', courses: courses.data.items }],
  });

  return (
    <>
      <PageIntro title={title} lead={t('site.courses.description')}>
        <CategoryFilter categories={categories} active={params.cat} />
      </PageIntro>
      <QueryView query={courses} skeleton={<CardGridSkeleton count={PAGE_SIZE} />}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={t('site.courses.empty')} />
          ) : (
            <>
              <div className="card-grid">
                {page.items.map((course) => {
                  const category = categories.find((item) => item.id === course.categoryId);
                  return (
                    <CourseCard
                      key={course.id}
                      course={course}
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
