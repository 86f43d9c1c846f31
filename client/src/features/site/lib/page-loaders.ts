import type { EnsureQueryDataOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';

import { apiFilters, parseListParams, type ApiFilters } from './list-params';
import { routeId } from './route-id';

/**
 * A list page (cakes, courses): the page the URL names is awaited, the categories for the filter
 * are fetched alongside. A failure is shown by the page (with a retry), not by the router's error
 * screen.
 */
export function listLoader<TList, TListKey extends QueryKey, TCategories, TCategoriesKey extends QueryKey>(
  list: (filters: ApiFilters) => EnsureQueryDataOptions<TList, Error, TList, TListKey>,
  categories: () => FetchQueryOptions<TCategories, Error, TCategories, TCategoriesKey>,
) {
  return (queryClient: QueryClient) =>
    async ({ request }: LoaderFunctionArgs) => {
      const params = parseListParams(new URL(request.url).searchParams);
      void queryClient.prefetchQuery(categories());
      await queryClient.ensureQueryData(list(apiFilters(params))).catch(() => undefined);
      return null;
    };
}

/** A detail page (a cake, a course): the item is awaited, the categories (for the trail) fetched alongside. */
export function detailLoader<TItem, TItemKey extends QueryKey, TCategories, TCategoriesKey extends QueryKey>(
  item: (id: number) => EnsureQueryDataOptions<TItem, Error, TItem, TItemKey>,
  categories: () => FetchQueryOptions<TCategories, Error, TCategories, TCategoriesKey>,
) {
  return (queryClient: QueryClient) =>
    async ({ params }: LoaderFunctionArgs) => {
      const id = routeId(params.id);
      void queryClient.prefetchQuery(categories());
      if (id) await queryClient.ensureQueryData(item(id)).catch(() => undefined);
      return null;
    };
}
