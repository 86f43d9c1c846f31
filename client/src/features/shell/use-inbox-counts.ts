import { useQuery } from '@tanstack/react-query';

import { inboxCountsQuery, newRequests } from '../../api/inbox';
import { isHttpError } from '../../lib/http-error';

/** Once a minute while the dashboard is open, and whenever the staff come back to its tab. */
const REFRESH_MS = 60_000;

/** A backend of the contract's first version has no inbox: its rows answer 404. */
const isAbsent = (error: unknown) => isHttpError(error) && error.status === 404;

/**
 * How many requests are new, and whether this backend has an inbox at all, so the shell leaves
 * the bell and the menu entry out instead of showing a screen that cannot load.
 */
export function useInboxCounts() {
  const { data, error } = useQuery({
    ...inboxCountsQuery(),
    refetchInterval: (query) => (isAbsent(query.state.error) ? false : REFRESH_MS),
    refetchOnWindowFocus: true,
  });
  return { newCount: data ? newRequests(data) : 0, available: !isAbsent(error) };
}
