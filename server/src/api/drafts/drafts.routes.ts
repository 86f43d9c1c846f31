import type { Handlers } from '../http/handler';
import type { ContentReads } from './content-reads';
import type { DraftsService } from './drafts.service';

export type DraftRows =
  | 'GetDraft'
  | 'GetDrafts'
  | 'SaveDraft'
  | 'PublishDraft'
  | 'DiscardDraft'
  | 'ScheduleDraft'
  | 'UnscheduleDraft'
  | 'GetVersions'
  | 'GetVersion'
  | 'RestoreVersion'
  | 'GetPreviewLink'
  | 'GetPreview';

export function draftHandlers(reads: ContentReads, drafts: DraftsService): Pick<Handlers, DraftRows> {
  return {
    GetDraft: ({ query }) => reads.state(query.kind, query.id),
    GetDrafts: ({ query }) => reads.drafts(query.kind, query.scheduled),
    SaveDraft: ({ body, upload }) => drafts.save(body, upload),
    PublishDraft: ({ body }) => drafts.publish(body),
    DiscardDraft: ({ body }) => drafts.discard(body),
    ScheduleDraft: ({ body }) => drafts.schedule(body),
    UnscheduleDraft: ({ body }) => drafts.unschedule(body),
    GetVersions: ({ query }) => reads.versions(query.kind, query.id),
    GetVersion: ({ query }) => reads.version(query.kind, query.id, query.version),
    RestoreVersion: ({ body }) => drafts.restoreVersion(body),
    GetPreviewLink: ({ query }) => reads.previewLink(query.kind, query.id),
    GetPreview: ({ query }) => reads.preview(query.token),
  };
}
