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
import { CakeCard } from '../components/cake-card';
import { CatalogGrid } from '../components/catalog-grid';
import { CourseCard } from '../components/course-card';
import { pickFeatured } from '../lib/featured';

/** Enough of the newest items to find the featured ones among them. */
const HOME_LIST = { pageNume: 1, pageSize: 24 };
/** Courses still to come, soonest first (the featured ones among them first). */
const HOME_COURSES = { ...HOME_LIST, upcoming: true };
const SHOWN = 3;
const pickShown = <T extends { featured: boolean }>(items: T[]) => pickFeatured(items, SHOWN);

/** Every request the sections below the hero make, started together. */
export function loadHomeLists(queryClient: QueryClient): Promise<unknown>[] {
  return [
    queryClient.ensureQueryData(cakesQuery(HOME_LIST)),
    queryClient.ensureQueryData(coursesQuery(HOME_COURSES)),
    queryClient.ensureQueryData(cakeCategoriesQuery()),
    queryClient.ensureQueryData(categoriesQuery()),
    queryClient.ensureQueryData(instructorQuery()),
  ];
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
      <CatalogGrid query={cakes} emptyTitle={t('site.cakes.empty')} pick={pickShown}>
        {(cake) => <CakeCard key={cake.id} cake={cake} categories={categories} level={3} />}
      </CatalogGrid>
    </section>
  );
}

export function FeaturedCourses() {
  const { t } = useTranslation();
  const courses = useQuery(coursesQuery(HOME_COURSES));
  const { data: categories } = useQuery(categoriesQuery());
  return (
    <section className="section section--tinted" aria-labelledby="featured-courses">
      <SectionHead
        id="featured-courses"
        title={t('site.home.featuredCourses')}
        more={pathTo('courses')}
        moreLabel={t('site.home.allCourses')}
      />
      <CatalogGrid query={courses} emptyTitle={t('site.courses.empty')} pick={pickShown}>
        {(course) => <CourseCard key={course.id} course={course} categories={categories} level={3} />}
      </CatalogGrid>
    </section>
  );
}
