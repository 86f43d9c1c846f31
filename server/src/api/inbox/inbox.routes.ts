import type { Handlers } from '../http/handler';
import type { InboxService } from './inbox.service';

export function inboxHandlers(
  inbox: InboxService,
): Pick<Handlers, 'TrackRequest' | 'GetInboxCounts' | 'ExportRequests'> {
  return {
    TrackRequest: ({ query, ip }) => inbox.track(query.reference, query.phone, ip),
    GetInboxCounts: () => inbox.counts(),
    ExportRequests: ({ query }) => inbox.export(query),
  };
}
