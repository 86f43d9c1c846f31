import type { Course } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useParams } from 'react-router-dom';

import { categoriesQuery } from '../../../api/category';
import { courseQuery } from '../../../api/course';
import { ResponsiveImage } from '../../../components/responsive-image';
import { SiteSkeleton } from '../components/site-skeleton';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { Breadcrumb } from '../components/breadcrumb';
import { NotFoundState } from '../components/not-found-state';
import { QueryView } from '../components/query-view';
import { routeId } from '../lib/route-id';
import { usePageHead } from '../lib/use-page-head';
import { CourseFacts } from './course-facts';
import { useCurrency } from '../lib/use-currency';

export function courseLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = routeId(params.id);
    void queryClient.prefetchQuery(categoriesQuery());
    if (id) await queryClient.ensureQueryData(courseQuery(id)).catch(() => undefined);
    return null;
  };
}

function CourseDetail({ course }: { course: Course }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const { data: categories } = useQuery(categoriesQuery());
  const category = categories?.find((item) => item.id === course.categoryId);
  const name = localized(course, 'title', language);
  const description = localized(course, 'description', language);
  usePageHead({
    title: name,
    description: description || name,
    image: course.imageUrl,
    type: 'article',
    structured: [{ kind: 'course', course }],
  });
  const trail = [{ to: pathTo('courses'), label: t('site.titles.courses') }];
  if (category)
    trail.push({
      to: `${pathTo('courses')}?cat=${category.id}`,
      label: localized(category, 'name', language),
    });
  return (
    <article className="detail">
      <Breadcrumb trail={trail} current={name} />
      <div className="detail__layout">
        <ResponsiveImage
          className="detail__image"
          imageUrl={course.imageUrl}
          imageSrcset={course.imageSrcset}
          sizes="(min-width: 56rem) 34rem, 100vw"
          alt={name}
          width={960}
          height={720}
          priority
        />
        <div className="detail__text">
          <h1 className="detail__title">{name}</h1>
          {description && <p className="detail__description">{description}</p>}
          <CourseFacts course={course} currency={currency} />
          <div className="detail__order">
            <Link className="btn btn--primary btn--large" to={pathTo('contact')}>
              {t('site.courses.book')}
            </Link>
            <p className="detail__hint">{t('site.courses.bookHint')}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

export function CoursePage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const course = useQuery({ ...courseQuery(id ?? 0), enabled: id !== null });
  const notFound = (
    <NotFoundState
      title={t('site.courses.notFound')}
      text={t('site.courses.notFoundText')}
      back={pathTo('courses')}
      backLabel={t('site.courses.back')}
    />
  );
  if (id === null) return notFound;
  return (
    <QueryView
      query={course}
      skeleton={<SiteSkeleton lines={6} className="detail detail--skeleton" />}
      notFound={notFound}
    >
      {(data) => <CourseDetail course={data} />}
    </QueryView>
  );
}
