import { CAKE_ORDER_STATUSES, COURSE_BOOKING_STATUSES } from '@cakeshop/shared';
import type { RequestKind, RequestStatus } from '@cakeshop/shared';

import { parseListParams, toSearchParams, updateListParams } from '../common/list-params';
import type { ListParams } from '../common/list-params';

/** The inbox's state in the URL: `?tab=course&status=new&q=sara&page=2`. */
export interface InboxParams extends Omit<ListParams, 'catId'> {
  tab: RequestKind;
  status: RequestStatus | '';
}

export const STATUSES: Record<RequestKind, readonly RequestStatus[]> = {
  cake: CAKE_ORDER_STATUSES,
  course: COURSE_BOOKING_STATUSES,
};

export function parseInboxParams(search: URLSearchParams): InboxParams {
  const { page, size, q } = parseListParams(search);
  const tab: RequestKind = search.get('tab') === 'course' ? 'course' : 'cake';
  const wanted = search.get('status') ?? '';
  const status = STATUSES[tab].find((known) => known === wanted) ?? '';
  return { tab, status, q, page, size };
}

export function toInboxSearch(params: InboxParams): URLSearchParams {
  const search = toSearchParams({ ...params, catId: null });
  if (params.status) search.set('status', params.status);
  if (params.tab === 'course') search.set('tab', 'course');
  return search;
}

/** Another tab starts afresh (its statuses differ); other changes behave as in every list. */
export function updateInboxParams(current: InboxParams, change: Partial<InboxParams>): InboxParams {
  if (change.tab && change.tab !== current.tab)
    return { ...current, tab: change.tab, status: '', q: '', page: 1 };
  const next = updateListParams({ ...current, catId: null }, change);
  return { ...current, ...change, page: next.page };
}

/** The API's query for the tab's list. */
export function toInboxQuery(params: InboxParams) {
  return {
    pageNume: params.page,
    pageSize: params.size,
    ...(params.status ? { status: params.status } : {}),
    ...(params.q ? { q: params.q } : {}),
  };
}
