import { pathTo } from '@cakeshop/shared/routes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { CatalogPage } from './detail-layout';
import { NotFoundState } from './not-found-state';
import { QueryView } from './query-view';

/**
 * A detail page's states: an id that cannot be one, or one the API does not know, shows the
 * not-found state with the way back to the list; else the error with a way to try again, or the item.
 */
export function DetailStates<T>({
  list,
  id,
  query,
  children,
}: {
  list: CatalogPage;
  id: number | null;
  query: UseQueryResult<T>;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const notFound = (
    <NotFoundState
      title={t(`site.${list}.notFound`)}
      text={t(`site.${list}.notFoundText`)}
      back={pathTo(list)}
      backLabel={t(`site.${list}.back`)}
    />
  );
  if (id === null) return notFound;
  return (
    <QueryView query={query} notFound={notFound}>
      {children}
    </QueryView>
  );
}
