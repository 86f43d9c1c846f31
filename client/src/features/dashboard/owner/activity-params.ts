import { ACTIVITY_ENTITIES } from '@cakeshop/shared';
import type { ActivityEntity } from '@cakeshop/shared';

import type { ActivityFilters } from '../../../api/audit';
import { DEFAULT_PAGE_SIZE, positiveInt } from '../../../components/dashboard/list-params';

/** The activity screen's state as the URL carries it: `?user=3&entity=Cake&page=2&size=24`. */
export interface ActivityParams {
  page: number;
  size: number;
  userId: number | null;
  entity: ActivityEntity | null;
}

const isEntity = (value: string | null): value is ActivityEntity =>
  (ACTIVITY_ENTITIES as readonly string[]).includes(value ?? '');

/** Reads the state from the URL; anything missing or malformed falls back to the default. */
export function parseActivityParams(search: URLSearchParams): ActivityParams {
  const size = positiveInt(search.get('size'));
  const entity = search.get('entity');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    size: size && size <= 100 ? size : DEFAULT_PAGE_SIZE,
    userId: positiveInt(search.get('user')),
    entity: isEntity(entity) ? entity : null,
  };
}

/** The URL form of the state, defaults left out. */
export function toActivitySearch(params: ActivityParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.userId) search.set('user', String(params.userId));
  if (params.entity) search.set('entity', params.entity);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.size !== DEFAULT_PAGE_SIZE) search.set('size', String(params.size));
  return search;
}

/** A change of filter or size starts again at page 1; a change of page keeps the rest. */
export function updateActivityParams(
  current: ActivityParams,
  change: Partial<ActivityParams>,
): ActivityParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The API's query. */
export function toActivityQuery(params: ActivityParams): ActivityFilters {
  return {
    pageNume: params.page,
    pageSize: params.size,
    ...(params.userId ? { userId: params.userId } : {}),
    ...(params.entity ? { entity: params.entity } : {}),
  };
}
