import { normaliseReference } from '@cakeshop/shared';
import type { InboxCounts, TrackResult } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { RequestKinds } from './request-kind';
import type { Requests } from './requests';
import type { VisitorChanges } from './visitor-changes';

/**
 * The rows that speak of every kind at once: tracking, its calendar file and a cancellation; the
 * inbox's counts and a request's history; the CSV export.
 */
export function requestsHandlers(
  requests: Requests<RequestKinds>,
  changes: VisitorChanges,
): Pick<
  Handlers,
  | 'TrackRequest'
  | 'GetInboxCounts'
  | 'ExportRequests'
  | 'GetRequestCalendar'
  | 'CancelRequest'
  | 'GetRequestHistory'
> {
  return {
    // The registry holds the contract's kinds, each tracked with its own graph's statuses.
    TrackRequest: async ({ query, ip }) =>
      (await requests.tracking.track(query.reference, query.phone, ip)) as TrackResult,
    // Every field of the counts is some kind's `countField` (the registry is one entry per kind).
    GetInboxCounts: async () => (await requests.inbox.counts()) as unknown as InboxCounts,
    ExportRequests: ({ query }) => requests.inbox.export(query.from, query.to),
    GetRequestCalendar: async ({ query, ip }) => ({
      fileName: `${normaliseReference(query.reference)}.ics`,
      text: await requests.tracking.calendar(query.reference, query.phone, ip),
    }),
    CancelRequest: async ({ body, ip }) => (await changes.cancel(body, ip)) as TrackResult,
    GetRequestHistory: ({ query }) => requests.inbox.history(query.kind, query.id),
  };
}
