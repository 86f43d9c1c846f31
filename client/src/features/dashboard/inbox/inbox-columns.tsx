import type { CakeOrder, CourseBooking } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { Link } from 'react-router-dom';

import { formatDate, formatNumber, formatPrice } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { localized } from '../../../lib/localized';
import type { Column } from '../common/data-table';
import { StatusBadge } from './status-badge';

/** Columns both kinds share: who asked and how to reach them. */
function visitorColumns<T extends CakeOrder | CourseBooking>(
  t: TFunction,
  detail: (row: T) => string,
): Column<T>[] {
  return [
    {
      key: 'reference',
      header: t('dashboard.inbox.reference'),
      cell: (row) => (
        <Link to={detail(row)} className="inbox__reference" dir="ltr">
          {row.reference}
        </Link>
      ),
    },
    { key: 'name', header: t('dashboard.inbox.customer'), cell: (row) => row.customerName },
    { key: 'phone', header: t('dashboard.fields.phone'), cell: (row) => <span dir="ltr">{row.phone}</span> },
  ];
}

export function orderColumns(t: TFunction, language: Language, currency: string): Column<CakeOrder>[] {
  return [
    ...visitorColumns<CakeOrder>(t, (row) => pathTo('dashboardOrder', { id: row.id })),
    {
      key: 'cake',
      header: t('dashboard.inbox.cake'),
      cell: (row) =>
        `${localized(row, 'cakeName', language) || `#${row.cakeId}`} × ${formatNumber(row.quantity, language)}`,
    },
    {
      key: 'pickup',
      header: t('dashboard.inbox.pickup'),
      cell: (row) => formatDate(row.pickupDate, language),
    },
    {
      key: 'total',
      header: t('dashboard.inbox.total'),
      className: 'data-table__num',
      cell: (row) => formatPrice(row.total, currency, language),
    },
    {
      key: 'status',
      header: t('dashboard.inbox.statusLabel'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];
}

export function bookingColumns(t: TFunction, language: Language): Column<CourseBooking>[] {
  return [
    ...visitorColumns<CourseBooking>(t, (row) => pathTo('dashboardBooking', { id: row.id })),
    {
      key: 'course',
      header: t('dashboard.inbox.course'),
      cell: (row) => localized(row, 'courseTitle', language) || `#${row.courseId}`,
    },
    {
      key: 'date',
      header: t('dashboard.inbox.starts'),
      cell: (row) =>
        row.courseStartDate ? formatDate(row.courseStartDate, language) : t('dashboard.fields.notSet'),
    },
    {
      key: 'seats',
      header: t('dashboard.fields.seats'),
      className: 'data-table__num',
      cell: (row) => formatNumber(row.seats, language),
    },
    {
      key: 'status',
      header: t('dashboard.inbox.statusLabel'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];
}
