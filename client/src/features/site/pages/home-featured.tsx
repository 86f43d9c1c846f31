import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { cakesQuery } from '../../../api/cake';
import { categoriesQuery } from '../../../api/category';
import { coursesQuery } from '../../../api/course';
import { instructorQuery } from '../../../api/instructor';
import { EmptyState } from '../../../components/empty-state';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { CakeCard } from '../components/cake-card';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { CourseCard } from '../components/course-card';
import { QueryView } from '../components/query-view';
import { pickFeatured } from '../lib/featured';
import { useCurrency } from '../lib/use-currency';

/** Enough of the newest items to find the featured ones among them. */
const HOME_LIST = { pageNume: 1, pageSize: 24 };
const SHOWN = 3;

/** Starts every request the sections below the hero make, without waiting for them. */
export function prefetchHomeLists(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(cakesQuery(HOME_LIST));
  void queryClient.prefetchQuery(coursesQuery(HOME_LIST));
  void queryClient.prefetchQuery(cakeCategoriesQuery());
  void queryClient.prefetchQuery(categoriesQuery());
  void queryClient.prefetchQuery(instructorQuery());
}

function SectionHead({
  id,
  title,
  more,
  moreLabel,
}: {
  id: string;
  title: string;
  more: string;
  moreLabel: string;
}) {
  return (
    <div className="section__head">
      <h2 id={id}>{title}</h2>
      <Link className="section__more" to={more}>
        {moreLabel}
      </Link>
    </div>
  );
}

export function FeaturedCakes() {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const cakes = useQuery(cakesQuery(HOME_LIST));
  const { data: categories } = useQuery(cakeCategoriesQuery());
  return (
    <section className="section" aria-labelledby="featured-cakes">
      <SectionHead
        id="featured-cakes"
        title={t('site.home.featuredCakes')}
        more={pathTo('cakes')}
        moreLabel={t('site.home.allCakes')}
      />
      <QueryView query={cakes} skeleton={<CardGridSkeleton count={SHOWN} />}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={t('site.cakes.empty')} />
          ) : (
            <div className="card-grid">
              {pickFeatured(page.items, SHOWN).map((cake) => {
                const category = categories?.find((item) => item.id === cake.cakeCategoryId);
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
          )
        }
      </QueryView>
    </section>
  );
}

export function FeaturedCourses() {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const courses = useQuery(coursesQuery(HOME_LIST));
  const { data: categories } = useQuery(categoriesQuery());
  return (
    <section className="section section--tinted" aria-labelledby="featured-courses">
      <SectionHead
        id="featured-courses"
        title={t('site.home.featuredCourses')}
        more={pathTo('courses')}
        moreLabel={t('site.home.allCourses')}
      />
      <QueryView query={courses} skeleton={<CardGridSkeleton count={SHOWN} />}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={t('site.courses.empty')} />
          ) : (
            <div className="card-grid">
              {pickFeatured(page.items, SHOWN).map((course) => {
                const category = categories?.find((item) => item.id === course.categoryId);
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
          )
        }
      </QueryView>
    </section>
  );
}
