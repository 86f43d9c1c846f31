import type { RequestKind } from '@cakeshop/shared';
import type { PageName } from '@cakeshop/shared/routes';
import { pathTo } from '@cakeshop/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { RequestOf } from '../../api/inbox';
import { formatDate, formatDateTime, formatNumber, formatPrice } from '../../lib/format';
import { localized } from '../../lib/localized';
import type { Column } from '../../components/dashboard/data-table';
import { CustomCakePanels } from './custom-cake-panels';
import { DeliveryPanel } from './delivery-panel';
import type { Fact, Wording } from './facts';
import { orderFacts, orderSummary } from './order-lines';
import { PaymentsPanel } from './payments-panel';
import { DayClosedBadge, StatusBadge } from './status-badge';
import { WaitlistOfferPanel, WaitlistSummary } from './waitlist-panels';

/** How the inbox shows one kind of request: what differs between kinds, and nothing else. */
export interface InboxKind<K extends RequestKind> {
  /** The page of one request of this kind. */
  page: PageName;
  /** Its own columns, between the visitor's and the status. */
  columns: (words: Wording) => Column<RequestOf<K>>[];
  /** Its own lines on the request's page. */
  facts: (request: RequestOf<K>, words: Wording) => Fact[];
  /** What its tab shows above the list (the waiting lists per course), if anything. */
  header?: () => ReactNode;
  /** Its own panels on the request's page (a quote, payments, an offer), if any. */
  panels?: (request: RequestOf<K>) => ReactNode;
}

/** Where a cake is picked up: the branch's name as the request was taken. */
function branchColumn<R extends { branchId: number; branchNameEn?: string; branchNameAr?: string }>({
  t,
  language,
}: Pick<Wording, 't' | 'language'>): Column<R> {
  return {
    key: 'branch',
    header: t('dashboard.inbox.branch'),
    cell: (row) => localized(row, 'branchName', language) || `#${row.branchId}`,
  };
}

/**
 * Every kind of request in the inbox, one entry each: a kind added to the contract's
 * REQUEST_KINDS fails to compile here until it says how it is shown. The tabs, the status
 * filter, the counts of the bell and the request's page all come from this table.
 */
export const INBOX_KINDS: { readonly [K in RequestKind]: InboxKind<K> } = {
  cake: {
    page: 'dashboardOrder',
    columns: (words) => [
      {
        key: 'cake',
        header: words.t('dashboard.inbox.cake'),
        cell: (row) => orderSummary(row, words),
      },
      {
        key: 'pickup',
        header: words.t('dashboard.inbox.pickup'),
        cell: (row) => formatDate(row.pickupDate, words.language),
      },
      branchColumn(words),
      {
        key: 'total',
        header: words.t('dashboard.inbox.total'),
        className: 'data-table__num',
        cell: (row) => formatPrice(row.total, words.currency, words.language),
      },
    ],
    facts: orderFacts,
    panels: (order) => (
      <>
        {order.delivery && <DeliveryPanel order={order} delivery={order.delivery} />}
        <PaymentsPanel orderId={order.id} />
      </>
    ),
  },
  course: {
    page: 'dashboardBooking',
    columns: ({ t, language }) => [
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
    ],
    facts: (booking, { t, language }) => [
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
    ],
    panels: (booking) => <PaymentsPanel orderId={booking.id} kind="course" />,
  },
  waitlist: {
    page: 'dashboardWaitlistEntry',
    columns: ({ t, language, timeZone }) => [
      {
        key: 'course',
        header: t('dashboard.inbox.course'),
        cell: (row) => localized(row, 'courseTitle', language) || `#${row.courseId}`,
      },
      {
        key: 'seats',
        header: t('dashboard.fields.seats'),
        className: 'data-table__num',
        cell: (row) => formatNumber(row.seats, language),
      },
      {
        key: 'position',
        header: t('dashboard.waitlist.position'),
        className: 'data-table__num',
        cell: (row) =>
          row.position !== null
            ? formatNumber(row.position, language)
            : row.offer && row.status === 'offered'
              ? t('dashboard.waitlist.offerUntil', {
                  time: formatDateTime(row.offer.expiresAt, language, timeZone),
                })
              : '',
      },
    ],
    facts: (entry, { t, language }) => [
      {
        label: t('dashboard.inbox.course'),
        value: localized(entry, 'courseTitle', language) || `#${entry.courseId}`,
      },
      {
        label: t('dashboard.inbox.starts'),
        value: entry.courseStartDate
          ? formatDate(entry.courseStartDate, language)
          : t('dashboard.fields.notSet'),
      },
      { label: t('dashboard.fields.seats'), value: formatNumber(entry.seats, language) },
    ],
    header: () => <WaitlistSummary />,
    panels: (entry) => <WaitlistOfferPanel entry={entry} />,
  },
  custom: {
    page: 'dashboardCustomCake',
    columns: ({ t, language, currency }) => [
      { key: 'occasion', header: t('dashboard.custom.occasion'), cell: (row) => row.occasion },
      {
        key: 'pickup',
        header: t('dashboard.inbox.pickup'),
        cell: (row) => formatDate(row.pickupDate, language),
      },
      branchColumn({ t, language }),
      {
        key: 'price',
        header: t('dashboard.custom.price'),
        className: 'data-table__num',
        cell: (row) => (row.quote ? formatPrice(row.quote.price, currency, language) : ''),
      },
    ],
    facts: (request, { t, language, currency }) => [
      { label: t('dashboard.custom.occasion'), value: request.occasion },
      { label: t('dashboard.custom.servings'), value: formatNumber(request.servings, language) },
      { label: t('dashboard.inbox.pickup'), value: formatDate(request.pickupDate, language) },
      {
        label: t('dashboard.inbox.branch'),
        value: localized(request, 'branchName', language) || `#${request.branchId}`,
      },
      ...(request.budget === null
        ? []
        : [{ label: t('dashboard.custom.budget'), value: formatPrice(request.budget, currency, language) }]),
      { label: t('dashboard.custom.description'), value: request.description },
      ...(request.orderReference
        ? [{ label: t('dashboard.custom.order'), value: <span dir="ltr">{request.orderReference}</span> }]
        : []),
    ],
    panels: (request) => <CustomCakePanels request={request} />,
  },
};

/** A kind's table: who asked and how to reach them, its own columns, the status. */
export function inboxColumns<K extends RequestKind>(kind: K, words: Wording): Column<RequestOf<K>>[] {
  const { t } = words;
  const page = INBOX_KINDS[kind].page;
  return [
    {
      key: 'reference',
      header: t('dashboard.inbox.reference'),
      cell: (row) => (
        <Link to={pathTo(page, { id: row.id })} className="inbox__reference" dir="ltr">
          {row.reference}
        </Link>
      ),
    },
    { key: 'name', header: t('dashboard.inbox.customer'), cell: (row) => row.customerName },
    { key: 'phone', header: t('dashboard.fields.phone'), cell: (row) => <span dir="ltr">{row.phone}</span> },
    ...(INBOX_KINDS[kind] as InboxKind<K>).columns(words),
    {
      key: 'status',
      header: t('dashboard.inbox.statusLabel'),
      cell: (row) => (
        <>
          <StatusBadge status={row.status} />
          {'dayClosed' in row && row.dayClosed && <DayClosedBadge />}
        </>
      ),
    },
  ];
}
