import type { Mutation, Query, QueryClientConfig } from '@tanstack/react-query';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import type { Http } from './http';
import { isHttpError } from './http-error';

/**
 * What a query or mutation may say about its failures in `meta`: `errorShownInPlace` when the
 * screen shows the error itself (a form's message, a page's not-found state), so no toast.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorShownInPlace?: boolean };
    /** A predicate: only the failures it accepts are shown in place (a conflict), the rest toasted. */
    mutationMeta: { errorShownInPlace?: boolean | ((error: unknown) => boolean) };
  }
}

/** A failure as the caches report it: once per query or mutation, after its retries. */
export type FailureSource =
  | { kind: 'query'; query: Query<unknown, unknown, unknown> }
  | { kind: 'mutation'; mutation: Mutation<unknown, unknown, unknown, unknown> };

export interface QueryClientOptions {
  /** How this side reaches the API (the browser's fetch; on the server, the renderer's). */
  http: Http;
  /** The side's reaction to a failure (toast, console, the login page); none on the server. */
  onError?: (error: unknown, source: FailureSource) => void;
  /** The server renders once: no retries, nothing refetches. */
  server?: boolean;
}

/** Client errors (4xx) will not change by asking again; network and 5xx failures get one retry. */
function retry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The query cache, carrying the HTTP client its query functions call (`httpOf(client)`). */
export class AppQueryClient extends QueryClient {
  constructor(
    readonly http: Http,
    config: QueryClientConfig,
  ) {
    super(config);
  }
}

export function createQueryClient({ http, onError, server = false }: QueryClientOptions): AppQueryClient {
  return new AppQueryClient(http, {
    queryCache: new QueryCache({ onError: (error, query) => onError?.(error, { kind: 'query', query }) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError?.(error, { kind: 'mutation', mutation }),
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: server ? false : retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The HTTP client a query function runs with: `queryFn: ({ client }) => httpOf(client).request(…)`. */
export function httpOf(client: QueryClient): Http {
  if (!(client instanceof AppQueryClient))
    throw new Error('the query client was not made by createQueryClient');
  return client.http;
}
