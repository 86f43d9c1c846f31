import { DEFAULT_REQUEST_KIND, isRequestKind, REQUEST_STATUSES } from '@cakeshop/shared/request-status';
import type { RequestKind, RequestStatus } from '@cakeshop/shared';

import type { RequestFilters } from '../../api/inbox';
import { parseListParams, toSearchParams, updateListParams } from '../../components/dashboard/list-params';
import type { ListParams } from '../../components/dashboard/list-params';

/** The inbox's state in the URL: `?tab=course&status=new&q=sara&page=2`. */
export interface InboxParams extends Omit<ListParams, 'catId'> {
  tab: RequestKind;
  status: RequestStatus | '';
}

export function parseInboxParams(search: URLSearchParams): InboxParams {
  const { page, size, q } = parseListParams(search);
  const wanted = search.get('tab');
  const tab = isRequestKind(wanted) ? wanted : DEFAULT_REQUEST_KIND;
  const status = (REQUEST_STATUSES[tab] as readonly RequestStatus[]).find(
    (known) => known === search.get('status'),
  );
  return { tab, status: status ?? '', q, page, size };
}

/** The first tab is the inbox's own address: its tab is left out. */
export function toInboxSearch(params: InboxParams): URLSearchParams {
  const search = toSearchParams({ ...params, catId: null });
  if (params.status) search.set('status', params.status);
  if (params.tab !== DEFAULT_REQUEST_KIND) search.set('tab', params.tab);
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
export function toInboxQuery(params: InboxParams): RequestFilters {
  return {
    pageNume: params.page,
    pageSize: params.size,
    ...(params.status ? { status: params.status } : {}),
    ...(params.q ? { q: params.q } : {}),
  };
}
