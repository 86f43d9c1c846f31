import type { Paged } from '@cakeshop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { QueryView } from '../../../components/site/query-view';

/**
 * A page of cakes or courses as a grid of cards: the error with a way to try again,
 * the empty state, else the cards and whatever follows them (the pagination).
 */
export function CatalogGrid<T extends { id: number }>({
  query,
  emptyTitle,
  pick = (items) => items,
  footer,
  beyond,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
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
    <QueryView query={query}>
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
