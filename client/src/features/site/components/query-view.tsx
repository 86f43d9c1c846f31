import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ErrorState } from '../../../components/error-state';
import { errorText } from '../../../lib/error-text';
import { isHttpError } from '../../../lib/http-error';
import { useTranslation } from 'react-i18next';

/**
 * One query's three faces: a skeleton while it loads, the error with a retry when it fails, the
 * content when it arrives. `notFound` replaces the error for a 404 (an unknown id).
 */
export function QueryView<T>({
  query,
  skeleton,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { i18n } = useTranslation();
  if (query.isPending) return skeleton;
  if (query.isError) {
    if (notFound && isHttpError(query.error) && query.error.status === 404) return notFound;
    // In the reader's language, never the API's English or a status number.
    return <ErrorState message={errorText(i18n, query.error)} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
