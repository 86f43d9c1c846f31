import type { Course } from '@cakeshop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
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
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../components/page-head';
import { useCurrency } from '../lib/use-currency';
import { CourseFacts } from './course-facts';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CoursePage,
    loader: detailLoader(courseQuery, categoriesQuery)(queryClient),
    handle: { titleKey: 'site.titles.course' },
  };
}

function CourseDetail({ course }: { course: Course }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const { data: categories } = useQuery(categoriesQuery());
  const category = categoryName(categories, course.categoryId, language);
  const name = localized(course, 'title', language);
  const description = localized(course, 'description', language);
  return (
    <DetailLayout
      list="courses"
      category={category === undefined ? undefined : { id: course.categoryId, name: category }}
      name={name}
      image={course}
      action={{ label: t('site.courses.book'), hint: t('site.courses.bookHint') }}
    >
      <PageHead
        title={name}
        description={description || name}
        image={{ url: course.imageUrl, alt: name }}
        type="article"
        structured={[{ kind: 'course', course }]}
      />
      {description && <p className="detail__description">{description}</p>}
      <CourseFacts course={course} currency={currency} />
    </DetailLayout>
  );
}

export function CoursePage() {
  const id = routeId(useParams().id);
  // The loader asked already; an unknown id is not asked again when the page mounts.
  const course = useQuery({ ...courseQuery(id ?? 0), enabled: id !== null, retryOnMount: false });
  return (
    <DetailStates list="courses" id={id} query={course}>
      {(data) => <CourseDetail course={data} />}
    </DetailStates>
  );
}
