import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { data } from 'react-router-dom';

import { isHttpError } from '../http-error';
import { apiFilters, parseListParams, type ApiFilters } from './list-params';
import { routeId } from './route-id';

/**
 * Waits for every query a page shows, so the server renders it whole. A failure stays in the
 * query cache: the browser shows it in the page with a retry, the server sends the page to be
 * rendered in the browser instead (server/src/bff/page-renderer.ts).
 */
export async function settled(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}

/** The status an unknown cake, course or path answers with, on the server as in the router. */
export const notFound = () => data(null, { status: 404 });

/** A page of a list that has items, but not that many pages (`?page=99`): there is no such page. */
function isBeyondTheEnd(list: unknown): boolean {
  const paged = list as { items?: unknown[]; totalCount?: number } | undefined;
  return paged?.items?.length === 0 && (paged.totalCount ?? 0) > 0;
}

/** A list page (cakes, courses): the page the URL names and the categories for the filter. */
export function listLoader<TList, TListKey extends QueryKey, TCategories, TCategoriesKey extends QueryKey>(
  list: (filters: ApiFilters) => EnsureQueryDataOptions<TList, Error, TList, TListKey>,
  categories: () => EnsureQueryDataOptions<TCategories, Error, TCategories, TCategoriesKey>,
) {
  return (queryClient: QueryClient) =>
    async ({ request }: LoaderFunctionArgs) => {
      const params = parseListParams(new URL(request.url).searchParams);
      const [page] = await Promise.allSettled([
        queryClient.ensureQueryData(list(apiFilters(params))),
        queryClient.ensureQueryData(categories()),
      ]);
      return page.status === 'fulfilled' && isBeyondTheEnd(page.value) ? notFound() : null;
    };
}

/** A detail page (a cake, a course): the item and the categories for the trail; 404 when unknown. */
export function detailLoader<TItem, TItemKey extends QueryKey, TCategories, TCategoriesKey extends QueryKey>(
  item: (id: number) => EnsureQueryDataOptions<TItem, Error, TItem, TItemKey>,
  categories: () => EnsureQueryDataOptions<TCategories, Error, TCategories, TCategoriesKey>,
) {
  return (queryClient: QueryClient) =>
    async ({ params }: LoaderFunctionArgs) => {
      const id = routeId(params.id);
      if (id === null) return notFound();
      const [found] = await Promise.allSettled([
        queryClient.ensureQueryData(item(id)),
        queryClient.ensureQueryData(categories()),
      ]);
      if (found.status === 'rejected' && isHttpError(found.reason) && found.reason.status === 404)
        return notFound();
      return null;
    };
}
