import type { BodyOf, ContentKind, EndpointName, QueryOf } from '@cakeshop/shared';
import { CONTENT } from '@cakeshop/shared/content';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import type { Http } from '../lib/http';
import { httpOf } from '../lib/query-client';
import type { UploadOptions } from './upload-options';

/** A record of editable content: its kind and id (null for a single page). */
export interface ContentRef {
  kind: ContentKind;
  id: number | null;
}

const idOf = (ref: ContentRef) => (ref.id === null ? {} : { id: ref.id });

export const contentKeys = {
  all: ['content'] as const,
  drafts: (kind?: ContentKind) => [...contentKeys.all, 'drafts', kind ?? 'every'] as const,
  scheduled: () => [...contentKeys.all, 'scheduled'] as const,
  records: () => [...contentKeys.all, 'record'] as const,
  state: (ref: ContentRef) => [...contentKeys.records(), ref.kind, ref.id, 'state'] as const,
  live: (ref: ContentRef) => [...contentKeys.records(), ref.kind, ref.id, 'live'] as const,
  versions: (ref: ContentRef) => [...contentKeys.records(), ref.kind, ref.id, 'versions'] as const,
  version: (ref: ContentRef, version: number) => [...contentKeys.versions(ref), version] as const,
};

/**
 * The drafts of one kind (or every kind), for the lists' badges. A backend of an earlier version
 * answers 404: the screens then save straight to the site, as they always did (no toast).
 */
export const draftsQuery = (kind?: ContentKind) =>
  queryOptions({
    queryKey: contentKeys.drafts(kind),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetDrafts', { query: kind ? { kind } : {}, signal }),
    meta: { errorShownInPlace: true },
  });

/** The record's state (version, draft), read now. */
export const readContentState = (http: Http, ref: ContentRef, signal?: AbortSignal) =>
  http.request('GetDraft', { query: { kind: ref.kind, ...idOf(ref) }, ...(signal ? { signal } : {}) });

/** The record as the site shows it now, read through its kind's own read. */
export async function readLiveRecord(http: Http, ref: ContentRef, signal?: AbortSignal) {
  const read: EndpointName = CONTENT[ref.kind].reads[0];
  const query = ref.id === null ? {} : { query: { Id: ref.id } as QueryOf<typeof read> };
  const answer: unknown = await http.request(read, { ...query, ...(signal ? { signal } : {}) });
  return answer as Record<string, unknown>;
}

export const contentStateQuery = (ref: ContentRef) =>
  queryOptions({
    queryKey: contentKeys.state(ref),
    queryFn: ({ client, signal }) => readContentState(httpOf(client), ref, signal),
    staleTime: 0,
  });

export const liveRecordQuery = (ref: ContentRef) =>
  queryOptions({
    queryKey: contentKeys.live(ref),
    queryFn: ({ client, signal }) => readLiveRecord(httpOf(client), ref, signal),
    staleTime: 0,
  });

export const versionsQuery = (ref: ContentRef) =>
  queryOptions({
    queryKey: contentKeys.versions(ref),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetVersions', { query: { kind: ref.kind, ...idOf(ref) }, signal }),
    staleTime: 0,
  });

export const versionQuery = (ref: ContentRef, version: number) =>
  queryOptions({
    queryKey: contentKeys.version(ref, version),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetVersion', { query: { kind: ref.kind, ...idOf(ref), version }, signal }),
  });

/** Saves the record's draft: the fields its Edit row takes, the picture as an upload. */
export const saveDraft = (
  ref: ContentRef,
  fields: Record<string, unknown>,
  expectedVersion: number,
  upload: UploadOptions = {},
) =>
  browserHttp.request('SaveDraft', {
    body: { ...fields, kind: ref.kind, ...idOf(ref), expectedVersion },
    ...upload,
  });

const action =
  <N extends 'PublishDraft' | 'DiscardDraft' | 'UnscheduleDraft'>(name: N) =>
  (ref: ContentRef, expectedVersion: number) =>
    browserHttp.request(name, { body: { kind: ref.kind, ...idOf(ref), expectedVersion } as BodyOf<N> });

export const publishDraft = action('PublishDraft');
export const discardDraft = action('DiscardDraft');
export const unscheduleDraft = action('UnscheduleDraft');

export const scheduleDraft = (ref: ContentRef, expectedVersion: number, publishAt: string) =>
  browserHttp.request('ScheduleDraft', {
    body: { kind: ref.kind, ...idOf(ref), expectedVersion, publishAt },
  });

export const restoreVersion = (ref: ContentRef, expectedVersion: number, version: number) =>
  browserHttp.request('RestoreVersion', { body: { kind: ref.kind, ...idOf(ref), expectedVersion, version } });

export const previewLink = (ref: ContentRef) =>
  browserHttp.request('GetPreviewLink', { query: { kind: ref.kind, ...idOf(ref) } });
