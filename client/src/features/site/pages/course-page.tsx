import type { Course } from '@cakeshop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionData, useParams } from 'react-router-dom';

import { categoriesQuery } from '../../../api/category';
import { branchesQuery } from '../../../api/contact';
import { courseQuery } from '../../../api/course';
import { shopSettingsQuery } from '../../../api/settings';
import { formatPlainNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { ContactButtons } from '../../../components/site/contact-buttons';
import { DetailLayout } from '../../../components/site/detail-layout';
import { DetailStates } from '../../../components/site/detail-states';
import { OrderSection } from '../components/order-section';
import { categoryName } from '../../../lib/site/category-name';
import { coursePlace } from '../lib/course-place';
import { detailLoader } from '../../../lib/site/page-loaders';
import { routeId } from '../../../lib/site/route-id';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';
import { useCurrency } from '../../../api/use-currency';
import { Island } from '../../../lib/islands/island';
import { requestLanguage } from '../../../lib/site/request-language';
import type { CourseBookingContext, CourseBookingField } from '../booking/course-booking';
import { courseBookingForm } from '../booking/course-booking';
import { island as courseBookingIsland } from '../booking/course-booking-island';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { FRESH } from '../../../components/visitor-form/form-answer';
import { visitorAction } from '../../../components/visitor-form/visitor-action';
import { httpOf } from '../../../lib/query-client';
import { WAITLIST_MARK } from '../../../components/visitor-form/hidden-fields';
import { waitlistEntryForm } from '../booking/waitlist-entry';
import { island as waitlistIsland } from '../booking/waitlist-entry-island';
import { CourseFacts } from './course-facts';

/** Why nothing can be booked: the course took place, or every seat is taken. */
function Closed({ course }: { course: Course }) {
  const { t } = useTranslation();
  if (course.isPast) return <p className="detail__closed">{t('site.booking.past')}</p>;
  if (course.seatsLeft === 0)
    return (
      <p className="detail__closed">
        <strong>{t('site.booking.full')}.</strong> {t('site.booking.fullText')}
      </p>
    );
  return null;
}

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: CoursePage,
    loader: detailLoader(courseQuery, categoriesQuery)(queryClient),
    // One page, two forms: the booking, or the waiting list once the course is full (its field says which).
    action: async (args) => {
      const form = (await args.request.clone().formData()).get(WAITLIST_MARK)
        ? waitlistEntryForm
        : courseBookingForm;
      return visitorAction<string, CourseBookingContext>(
        form,
        async ({ params, request }) => {
          const courseId = routeId(params.id) ?? 0;
          // Where and when, for the confirmation page; the API judges the booking itself.
          const course = await queryClient.ensureQueryData(courseQuery(courseId)).catch(() => null);
          return {
            courseId,
            language: requestLanguage(request),
            branchId: course?.branchId ?? null,
            startDate: course?.startDate ?? null,
          };
        },
        httpOf(queryClient),
      )(args);
    },
    handle: { titleKey: 'site.titles.course' },
  };
}

function CourseDetail({ course }: { course: Course }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const { data: categories } = useQuery(categoriesQuery());
  const { data: branches } = useQuery(branchesQuery());
  const place = coursePlace(course, branches);
  const category = categoryName(categories, course.categoryId, language);
  const name = localized(course, 'title', language);
  const description = localized(course, 'description', language);
  const closed = course.isPast || course.seatsLeft === 0;
  const answer = useActionData<FormAnswer<CourseBookingField>>();
  // Not a setting the owner saves: what the API says a booking pays as it is made.
  const asked = useQuery(shopSettingsQuery()).data?.checkoutPayment;
  const payment =
    asked?.online && asked.courses && asked.courses !== 'off' && course.price > 0
      ? { rule: asked.courses, testMode: asked.testMode }
      : undefined;
  return (
    <DetailLayout
      list="courses"
      category={category === undefined ? undefined : { id: course.categoryId, name: category }}
      name={name}
      image={course}
      action={
        <OrderSection
          title={t('site.booking.title')}
          openLabel={t('site.booking.open')}
          open={answer !== undefined}
          form={
            <Island
              name="courseBooking"
              island={courseBookingIsland}
              props={{
                context: {
                  courseId: course.id,
                  language,
                  branchId: course.branchId ?? null,
                  startDate: course.startDate ?? null,
                  payment,
                },
                answer: answer ?? { ...FRESH, values: { seats: formatPlainNumber(1, language) } },
              }}
            />
          }
          closed={
            closed ? (
              <>
                <Closed course={course} />
                {!course.isPast && (
                  <details className="detail__order-form" open={answer !== undefined}>
                    <summary className="btn btn--primary btn--large">{t('site.waitlist.open')}</summary>
                    <Island
                      name="waitlistEntry"
                      island={waitlistIsland}
                      props={{
                        context: {
                          courseId: course.id,
                          language,
                          branchId: course.branchId ?? null,
                          startDate: course.startDate ?? null,
                        },
                        answer: answer ?? { ...FRESH, values: { seats: formatPlainNumber(1, language) } },
                      }}
                    />
                  </details>
                )}
              </>
            ) : undefined
          }
          contact={
            <ContactButtons
              text={t('site.contactButtons.courseText', { name })}
              whatsappLabel={t(
                closed ? 'site.contactButtons.whatsappGeneral' : 'site.contactButtons.whatsappBook',
              )}
            />
          }
        />
      }
    >
      <PageHead
        title={name}
        description={description || name}
        image={{ url: course.imageUrl, alt: name }}
        type="article"
        structured={[{ kind: 'course', course, place }]}
      />
      {description && <p className="detail__description">{description}</p>}
      <CourseFacts course={course} currency={currency} place={place} />
    </DetailLayout>
  );
}

export function CoursePage() {
  const id = routeId(useParams().id);
  // The loader asked already; an unknown id is not asked again when the page renders.
  const course = useQuery({ ...courseQuery(id ?? 0), enabled: id !== null, retryOnMount: false });
  return (
    <DetailStates list="courses" id={id} query={course}>
      {(data) => <CourseDetail course={data} />}
    </DetailStates>
  );
}
