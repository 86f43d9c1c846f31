import type { CakeOrder, CakeOrderStatus, CourseBooking, CourseBookingStatus } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router-dom';

import { bookingKeys, courseBookingQuery, updateCourseBookingStatus } from '../../../api/booking';
import { homeQuery } from '../../../api/home';
import { cakeOrderQuery, orderKeys, updateCakeOrderStatus } from '../../../api/order';
import { ErrorState } from '../../../components/error-state';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { LoadingPanel } from '../common/loading-panel';
import { RequestDetail } from './request-detail';

function useRouteId(): number {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingPanel lines={8} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** /dashboard/inbox/cake/:id: one cake order. */
export function OrderScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useRouteId();
  const currency = useQuery(homeQuery()).data?.currency ?? 'USD';
  return (
    <Loaded query={useQuery({ ...cakeOrderQuery(id), enabled: id > 0 })}>
      {(order: CakeOrder) => (
        <RequestDetail
          key={`${order.id}-${order.status}`}
          kind="cake"
          request={order}
          detailKey={orderKeys.detail(order.id)}
          listsKey={orderKeys.lists()}
          // The detail offers only the steps of the cake graph (nextStatuses('cake', …)).
          save={(change) => updateCakeOrderStatus({ ...change, status: change.status as CakeOrderStatus })}
          facts={[
            {
              label: t('dashboard.inbox.cake'),
              value: localized(order, 'cakeName', language) || `#${order.cakeId}`,
            },
            { label: t('dashboard.inbox.quantity'), value: formatNumber(order.quantity, language) },
            { label: t('dashboard.inbox.pickup'), value: formatDate(order.pickupDate, language) },
            {
              label: t('dashboard.inbox.branch'),
              value: localized(order, 'branchName', language) || `#${order.branchId}`,
            },
            ...(order.cakeMessage
              ? [{ label: t('dashboard.inbox.cakeMessage'), value: order.cakeMessage }]
              : []),
            { label: t('dashboard.inbox.total'), value: formatPrice(order.total, currency, language) },
          ]}
        />
      )}
    </Loaded>
  );
}

/** /dashboard/inbox/course/:id: one course booking. */
export function BookingScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useRouteId();
  return (
    <Loaded query={useQuery({ ...courseBookingQuery(id), enabled: id > 0 })}>
      {(booking: CourseBooking) => (
        <RequestDetail
          key={`${booking.id}-${booking.status}`}
          kind="course"
          request={booking}
          detailKey={bookingKeys.detail(booking.id)}
          listsKey={bookingKeys.lists()}
          save={(change) =>
            updateCourseBookingStatus({ ...change, status: change.status as CourseBookingStatus })
          }
          facts={[
            {
              label: t('dashboard.inbox.course'),
              value: localized(booking, 'courseTitle', language) || `#${booking.courseId}`,
            },
            {
              label: t('dashboard.inbox.starts'),
              value: booking.courseStartDate
                ? formatDate(booking.courseStartDate, language)
                : t('dashboard.fields.notSet'),
            },
            { label: t('dashboard.fields.seats'), value: formatNumber(booking.seats, language) },
          ]}
        />
      )}
    </Loaded>
  );
}
