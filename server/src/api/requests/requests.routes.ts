import type { InboxCounts, TrackResult } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { RequestKinds } from './request-kind';
import type { RequestsService } from './requests.service';

/** The rows that speak of every kind at once: tracking, the inbox's counts, the CSV export. */
export function requestsHandlers(
  requests: RequestsService<RequestKinds>,
): Pick<Handlers, 'TrackRequest' | 'GetInboxCounts' | 'ExportRequests'> {
  return {
    // The registry holds the contract's kinds, each tracked with its own graph's statuses.
    TrackRequest: async ({ query, ip }) =>
      (await requests.track(query.reference, query.phone, ip)) as TrackResult,
    // Every field of the counts is some kind's `countField` (the registry is one entry per kind).
    GetInboxCounts: async () => (await requests.counts()) as unknown as InboxCounts,
    ExportRequests: ({ query }) => requests.export(query.from, query.to),
  };
}
