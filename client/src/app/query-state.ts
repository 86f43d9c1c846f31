import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { defaultShouldDehydrateQuery, dehydrate, hydrate } from '@tanstack/react-query';

import { HttpError, isHttpError } from '../lib/http-error';

/** An HttpError as JSON carries it (an Error's own message is not enumerable). */
interface ErrorJson {
  message: string;
  status: number;
  code: string | undefined;
  details: HttpError['details'];
}

const isNotFound = (error: unknown) => isHttpError(error) && error.status === 404;

/**
 * The server's query cache for the page: what it fetched, and the 404 of an unknown item (so
 * the browser shows the same not-found state without asking again).
 */
export function dehydrateForPage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isNotFound(query.state.error),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (isHttpError(error)) {
      const json: ErrorJson = {
        message: error.message,
        status: error.status,
        code: error.code,
        details: error.details,
      };
      query.state.error = json as unknown as Error;
    }
  }
  return state;
}

/**
 * Fills the browser's query cache from the page. What the server fetched counts as fresh from
 * now (the two clocks may differ), and its errors are HttpErrors again.
 */
export function hydrateFromPage(queryClient: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  for (const query of state.queries) {
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    const error = query.state.error as ErrorJson | null;
    if (error) {
      query.state.error = new HttpError(error.message, error.status, error.details, error.code);
      query.state.errorUpdatedAt = now;
    }
  }
  hydrate(queryClient, state);
}
