import type { Paged } from '@cakeshop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { CardGridSkeleton } from './card-grid-skeleton';
import { QueryView } from './query-view';

/**
 * A page of cakes or courses as a grid of cards: skeletons while it loads, the error with a retry,
 * the empty state, else the cards and whatever follows them (the pagination).
 */
export function CatalogGrid<T extends { id: number }>({
  query,
  skeletonCount,
  emptyTitle,
  pick = (items) => items,
  footer,
  beyond,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  skeletonCount: number;
  emptyTitle: string;
  /** Which of the page's items to show (home shows the featured few). */
  pick?: (items: T[]) => T[];
  footer?: (page: Paged<T>) => ReactNode;
  /** A page number past the last page: said so, with the way back (the list itself is not empty). */
  beyond?: (page: Paged<T>) => ReactNode;
  /** Renders one card; `index` lets the first row's pictures load eagerly. */
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <QueryView query={query} skeleton={<CardGridSkeleton count={skeletonCount} />}>
      {(page) =>
        page.items.length === 0 && page.totalCount > 0 && beyond ? (
          beyond(page)
        ) : page.items.length === 0 ? (
          <EmptyState title={emptyTitle} />
        ) : (
          <>
            <div className="card-grid">{pick(page.items).map(children)}</div>
            {footer?.(page)}
          </>
        )
      }
    </QueryView>
  );
}
