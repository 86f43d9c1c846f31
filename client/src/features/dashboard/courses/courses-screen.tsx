import type { Course } from '@cakeshop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { categoriesQuery, categoryKeys } from '../../../api/category';
import { courseKeys, coursesQuery, deleteCourse } from '../../../api/course';
import { formatDate, formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { FeaturedCell, Thumbnail } from '../common/catalog-cells';
import { CatalogScreen } from '../common/catalog-screen';
import type { ListParams } from '../../../components/dashboard/list-params';
import { toListQuery } from '../../../components/dashboard/list-params';
import { useCatalogLookups } from '../common/use-catalog-lookups';
import { CourseForm } from './course-form';

const TEXT = {
  title: 'dashboard.titles.courses',
  add: 'dashboard.courses.add',
  edit: 'dashboard.courses.edit',
  empty: 'dashboard.courses.empty',
} as const;

const useCourses = (params: ListParams) =>
  useQuery({ ...coursesQuery(toListQuery(params)), placeholderData: keepPreviousData });

/** /dashboard/courses: the paged, filterable list of courses with add, edit and delete (with Undo). */
export function CoursesScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { categories, options, categoryName, currency, ready } = useCatalogLookups(
    useQuery(categoriesQuery()).data,
  );
  const nameOf = (course: Course) => localized(course, 'title', language);
  return (
    <CatalogScreen<Course>
      contentKind="Course"
      text={TEXT}
      useItems={useCourses}
      categories={options}
      nameOf={nameOf}
      ready={ready}
      remove={deleteCourse}
      affected={[courseKeys.all, categoryKeys.all]}
      columns={[
        {
          key: 'image',
          header: t('dashboard.fields.image'),
          className: 'data-table__thumb',
          cell: (course) => <Thumbnail imageUrl={course.imageUrl} name={nameOf(course)} />,
        },
        { key: 'title', header: t('dashboard.fields.title'), cell: nameOf },
        {
          key: 'category',
          header: t('dashboard.fields.category'),
          cell: (course) => categoryName(course.categoryId),
        },
        {
          key: 'start',
          header: t('dashboard.fields.startDate'),
          cell: (course) =>
            course.startDate ? formatDate(course.startDate, language) : t('dashboard.fields.notSet'),
        },
        {
          key: 'price',
          header: t('dashboard.fields.price'),
          className: 'data-table__num',
          cell: (course) => formatPrice(course.price, currency, language),
        },
        {
          key: 'featured',
          header: t('dashboard.fields.featured'),
          cell: (course) => <FeaturedCell featured={course.featured} />,
        },
      ]}
      renderForm={(course, defaultCategory, onDone) => (
        <CourseForm
          course={course}
          categories={categories}
          defaultCategory={defaultCategory}
          currency={currency}
          onDone={onDone}
        />
      )}
    />
  );
}
