import { QueryClient } from '@tanstack/react-query';

import { isHttpError } from './http-error';

/** Client errors (4xx) will not change by asking again; network and 5xx failures get one retry. */
function retry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
