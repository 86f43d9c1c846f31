import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ErrorState } from '../../../components/error-state';
import { isHttpError } from '../../../lib/http-error';

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
  if (query.isPending) return skeleton;
  if (query.isError) {
    if (notFound && isHttpError(query.error) && query.error.status === 404) return notFound;
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
