import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { ErrorState } from '../error-state';
import { errorText } from '../../lib/error-text';
import { isHttpError } from '../../lib/http-error';

/**
 * One query of a page the server renders (its loader waited for it): the content, or the error
 * in the reader's language with a link that asks for the page again. `notFound` replaces the
 * error for a 404 (an unknown id).
 */
export function QueryView<T>({
  query,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  if (query.isError) {
    if (notFound && isHttpError(query.error) && query.error.status === 404) return notFound;
    return <ErrorState message={errorText(i18n, query.error)} retryHref={`${pathname}${search}`} />;
  }
  // A query no loader waited for has nothing to show on the server.
  if (query.isPending) return null;
  return children(query.data);
}
