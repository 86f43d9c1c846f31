import type { RequestKind } from '@cakeshop/shared';
import type { PageName } from '@cakeshop/shared/routes';
import { pathTo } from '@cakeshop/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { RequestOf } from '../../../api/inbox';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { localized } from '../../../lib/localized';
import type { Column } from '../common/data-table';
import { orderFacts, orderSummary } from './order-lines';
import { StatusBadge } from './status-badge';

/** What a screen needs to word a request's own facts. */
export interface Wording {
  t: TFunction;
  language: Language;
  currency: string;
}

export interface Fact {
  label: string;
  value: ReactNode;
}

/** How the inbox shows one kind of request: what differs between kinds, and nothing else. */
export interface InboxKind<K extends RequestKind> {
  /** The page of one request of this kind. */
  page: PageName;
  /** Its own columns, between the visitor's and the status. */
  columns: (words: Wording) => Column<RequestOf<K>>[];
  /** Its own lines on the request's page. */
  facts: (request: RequestOf<K>, words: Wording) => Fact[];
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
      {
        key: 'total',
        header: words.t('dashboard.inbox.total'),
        className: 'data-table__num',
        cell: (row) => formatPrice(row.total, words.currency, words.language),
      },
    ],
    facts: orderFacts,
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
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];
}
