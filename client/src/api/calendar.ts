import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { isHttpError } from '../lib/http-error';
import { httpOf } from '../lib/query-client';

export const calendarKeys = {
  all: ['calendars'] as const,
  lists: () => [...calendarKeys.all, 'list'] as const,
  list: () => [...calendarKeys.lists(), {}] as const,
};

/**
 * Every branch's opening calendar, cut-off and daily capacity. A backend of an earlier contract
 * has no such row (404): the screens that need it say so themselves, so no toast.
 */
export const branchCalendarsQuery = () =>
  queryOptions({
    queryKey: calendarKeys.list(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetBranchCalendars', { signal }),
    meta: { errorShownInPlace: true },
  });

/** Replaces one branch's calendar, cut-off and daily capacity. */
export const updateBranchCalendar = (body: BodyOf<'UpdateBranchCalendar'>) =>
  browserHttp.request('UpdateBranchCalendar', { body });

/**
 * Whether a failure means the backend lacks an optional row of the contract (it answers 404),
 * rather than that the call failed.
 */
export const isMissingRow = (error: unknown): boolean => isHttpError(error) && error.status === 404;
