import type { Course } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { categoriesQuery } from '../../../api/category';
import { courseQuery } from '../../../api/course';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { DetailLayout } from '../components/detail-layout';
import { DetailStates } from '../components/detail-states';
import { categoryName } from '../lib/category-name';
import { detailLoader } from '../lib/page-loaders';
import { routeId } from '../lib/route-id';
import { usePageHead } from '../lib/use-page-head';
import { useCurrency } from '../lib/use-currency';
import { CourseFacts } from './course-facts';

export const courseLoader = detailLoader(courseQuery, categoriesQuery);

function CourseDetail({ course }: { course: Course }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const { data: categories } = useQuery(categoriesQuery());
  const category = categoryName(categories, course.categoryId, language);
  const name = localized(course, 'title', language);
  const description = localized(course, 'description', language);
  usePageHead({
    title: name,
    description: description || name,
    image: course.imageUrl,
    type: 'article',
    structured: [{ kind: 'course', course }],
  });
  return (
    <DetailLayout
      list="courses"
      category={category === undefined ? undefined : { id: course.categoryId, name: category }}
      name={name}
      image={course}
      action={{ label: t('site.courses.book'), hint: t('site.courses.bookHint') }}
    >
      {description && <p className="detail__description">{description}</p>}
      <CourseFacts course={course} currency={currency} />
    </DetailLayout>
  );
}

export function CoursePage() {
  const id = routeId(useParams().id);
  const course = useQuery({ ...courseQuery(id ?? 0), enabled: id !== null });
  return (
    <DetailStates list="courses" id={id} query={course}>
      {(data) => <CourseDetail course={data} />}
    </DetailStates>
  );
}
