import { REQUEST_KINDS } from '@cakeshop/shared/request-status';
import type {
  BodyOf,
  CakeOrder,
  CourseBooking,
  CustomCakeRequest,
  WaitlistEntry,
  EndpointName,
  InboxCounts,
  OneTypePerKind,
  Paged,
  PerKind,
  RequestKind,
  StatusOf,
} from '@cakeshop/shared';
import { endpoints } from '@cakeshop/shared/endpoints';
import type { QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { queryString } from '../lib/http';
import { httpOf } from '../lib/query-client';

/** Each kind of request on the wire: its rows of the endpoint table, one entry per kind. */
const ROWS = {
  cake: {
    list: 'GetCakeOrders',
    detail: 'GetCakeOrderById',
    status: 'UpdateCakeOrderStatus',
    count: 'newCakeOrders',
  },
  course: {
    list: 'GetCourseBookings',
    detail: 'GetCourseBookingById',
    status: 'UpdateCourseBookingStatus',
    count: 'newCourseBookings',
  },
  waitlist: {
    list: 'GetWaitlistEntries',
    detail: 'GetWaitlistEntryById',
    status: 'UpdateWaitlistEntryStatus',
    count: 'newWaitlistEntries',
  },
  custom: {
    list: 'GetCustomCakeRequests',
    detail: 'GetCustomCakeRequestById',
    status: 'UpdateCustomCakeStatus',
    count: 'newCustomCakes',
  },
} as const satisfies PerKind<{
  list: EndpointName;
  detail: EndpointName;
  status: EndpointName;
  /** Its number of new requests in GetInboxCounts. */
  count: keyof InboxCounts;
}>;

/** A request of kind K as the staff see it (CakeOrder, CourseBooking). */
export type RequestOf<K extends RequestKind> = OneTypePerKind<{
  cake: CakeOrder;
  course: CourseBooking;
  waitlist: WaitlistEntry;
  custom: CustomCakeRequest;
}>[K];

/** What every kind's list is filtered by: paging, a status of its graph, a search. */
export interface RequestFilters<K extends RequestKind = RequestKind> {
  pageNume: number;
  pageSize: number;
  status?: StatusOf<K>;
  q?: string;
}

export interface StatusChange<K extends RequestKind = RequestKind> {
  id: number;
  status: StatusOf<K>;
  /** The status the staff member saw: if it moved on meanwhile, the API answers 409. */
  expectedStatus: StatusOf<K>;
  staffNote: string;
}

export const inboxKeys = {
  all: ['inbox'] as const,
  counts: () => [...inboxKeys.all, 'counts'] as const,
  kind: (kind: RequestKind) => [...inboxKeys.all, kind] as const,
  lists: (kind: RequestKind) => [...inboxKeys.kind(kind), 'list'] as const,
  list: (kind: RequestKind, filters: RequestFilters) => [...inboxKeys.lists(kind), filters] as const,
  details: (kind: RequestKind) => [...inboxKeys.kind(kind), 'detail'] as const,
  detail: (kind: RequestKind, id: number) => [...inboxKeys.details(kind), id] as const,
  histories: (kind: RequestKind, id: number) => [...inboxKeys.detail(kind, id), 'history'] as const,
  /** Its history and messages as of a status: a step writes a message, so a new status reads them anew. */
  history: (kind: RequestKind, id: number, status: string) =>
    [...inboxKeys.histories(kind, id), status] as const,
};

// The rows of a kind are chosen at run time; their types are RequestOf<K> by the table above.
type Send = (name: EndpointName, options: object) => Promise<unknown>;

export const requestListQuery = <K extends RequestKind>(kind: K, filters: RequestFilters<K>) =>
  queryOptions({
    queryKey: inboxKeys.list(kind, filters as RequestFilters),
    queryFn: ({ client, signal }) =>
      (httpOf(client).request as Send)(ROWS[kind].list, { query: filters, signal }) as Promise<
        Paged<RequestOf<K>>
      >,
  });

export const requestQuery = <K extends RequestKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: inboxKeys.detail(kind, id),
    queryFn: ({ client, signal }) =>
      (httpOf(client).request as Send)(ROWS[kind].detail, { query: { Id: id }, signal }) as Promise<
        RequestOf<K>
      >,
  });

export const changeRequestStatus = <K extends RequestKind>(kind: K, body: StatusChange<K>) =>
  (browserHttp.request as Send)(ROWS[kind].status, { body }) as Promise<RequestOf<K>>;

/** New requests of each kind, for the topbar's bell; quiet on failure (the bell just shows nothing). */
export const inboxCountsQuery = () =>
  queryOptions({
    queryKey: inboxKeys.counts(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetInboxCounts', { signal }),
    staleTime: 30_000,
    meta: { errorShownInPlace: true },
  });

/** New requests of every kind together, for the bell (a backend without a kind's count has none). */
export const newRequests = (counts: InboxCounts) =>
  REQUEST_KINDS.reduce((sum, kind) => sum + (counts[ROWS[kind].count] ?? 0), 0);

/** The CSV of the requests between two days, as a file to save (with the token, so not a plain link). */
export async function exportRequests(query: QueryOf<'ExportRequests'>): Promise<Blob> {
  const text = (await browserHttp.send(endpoints.ExportRequests.path + queryString(query))) as string;
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

/** Who changed a request and when, and the messages it sent (with their text for WhatsApp). */
export const requestHistoryQuery = (kind: RequestKind, id: number, status: string) =>
  queryOptions({
    queryKey: inboxKeys.history(kind, id, status),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetRequestHistory', { query: { kind, id }, signal }),
  });

/**
 * An order the staff take (by phone, at the counter). A full day is refused (409 pickup.full)
 * unless `overCapacity` says they take it anyway; the form shows every other refusal itself.
 */
export const addCakeOrderByStaff = (body: BodyOf<'AddCakeOrderByStaff'>) =>
  browserHttp.request('AddCakeOrderByStaff', { body });
