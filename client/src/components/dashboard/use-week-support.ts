import { useQuery } from '@tanstack/react-query';

import { branchCalendarsQuery, isMissingRow } from '../../api/calendar';

/**
 * Whether the backend has the week's part of the contract (sizes, calendars, capacity, the
 * production sheet), judged by one of its rows: a backend of an earlier version answers 404 and
 * the screens fall back to what they showed before. `undefined` until known; a failure of
 * another kind is no evidence of absence.
 */
export function useWeekSupport(): boolean | undefined {
  const calendars = useQuery(branchCalendarsQuery());
  if (calendars.isPending) return undefined;
  return !isMissingRow(calendars.error);
}
