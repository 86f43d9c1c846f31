import type {
  ContentKind,
  ContentPreview,
  ContentState,
  ContentVersion,
  Draft,
  DraftSummary,
  VersionSummary,
} from '@cakeshop/shared';
import { CONTENT, missingFields, recordWithFields, SINGLE_RECORD_ID, titleOf } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { DraftRow, HeadRow } from '../content/content-store';
import { contentStore } from '../content/content-store';
import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { toImageOut } from '../media/images';
import type { ImageOut, MediaUrl } from '../media/images';
import type { ContentServices } from './content-services';
import type { PreviewLinks } from './preview-links';

type Db = Kysely<DB> | Trx;
type Fields = Record<string, unknown>;

/** The id a record is kept under: a single page's is 0; any other kind must name one. */
export function recordIdOf(kind: ContentKind, id: number | undefined): number {
  if (CONTENT[kind].single) return SINGLE_RECORD_ID;
  if (id === undefined) throw ApiError.field('id', `A ${kind} is named by its id`);
  return id;
}

/** The contract's id of a record: none for a single page. */
export const contractId = (kind: ContentKind, id: number) => (CONTENT[kind].single ? null : id);

async function imageOutOf(db: Db, key: string | null, urlOf: MediaUrl): Promise<ImageOut> {
  const image = key
    ? await db.selectFrom('images').select(['mainFile', 'variants']).where('key', '=', key).executeTakeFirst()
    : undefined;
  return toImageOut(image ?? { mainFile: null, variants: null }, urlOf);
}

const fieldsOf = (row: { fields: string }) => JSON.parse(row.fields) as Fields;

const isStale = (draft: DraftRow, head: HeadRow | undefined) =>
  draft.baseVersion !== (head?.liveVersion ?? 0);

async function draftOut(
  db: Db,
  urlOf: MediaUrl,
  kind: ContentKind,
  draft: DraftRow,
  head: HeadRow | undefined,
): Promise<Draft> {
  const fields = fieldsOf(draft);
  return {
    fields,
    ...(await imageOutOf(db, draft.imageKey, urlOf)),
    savedAt: draft.savedAt,
    savedBy: draft.savedBy,
    stale: isStale(draft, head),
    publishAt: draft.publishAt,
    scheduledBy: draft.scheduledBy,
    ...missingFields(kind, fields),
  };
}

/** A record's state for its editors, read with `db` (a write's transaction, to answer with it). */
export async function stateOf(db: Db, urlOf: MediaUrl, kind: ContentKind, id: number): Promise<ContentState> {
  const [head, draft] = await Promise.all([
    contentStore.head(db, kind, id),
    contentStore.draft(db, kind, id),
  ]);
  return {
    kind,
    id: contractId(kind, id),
    version: head?.version ?? 0,
    updatedAt: head?.updatedAt ?? null,
    updatedBy: head?.updatedBy ?? null,
    publishedAt: head?.publishedAt ?? null,
    publishedBy: head?.publishedBy ?? null,
    draft: draft ? await draftOut(db, urlOf, kind, draft, head) : null,
  };
}

/** The reads of drafts, versions and previews. */
export class ContentReads {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kinds: ContentServices,
    private readonly links: PreviewLinks,
    private readonly urlOf: MediaUrl,
  ) {}

  /** The record's state; 404 when the record does not exist. */
  async state(kind: ContentKind, id: number | undefined): Promise<ContentState> {
    const recordId = recordIdOf(kind, id);
    await this.kinds[kind].read(recordId);
    return stateOf(this.db, this.urlOf, kind, recordId);
  }

  async drafts(kind: ContentKind | undefined, scheduled: boolean): Promise<DraftSummary[]> {
    const rows = await contentStore.drafts(this.db, kind, scheduled);
    return Promise.all(
      rows.map(async (row) => {
        const kindOf = row.kind as ContentKind;
        const fields = fieldsOf(row);
        const head = await contentStore.head(this.db, kindOf, row.recordId);
        return {
          kind: kindOf,
          id: contractId(kindOf, row.recordId),
          ...titleOf(kindOf, fields),
          savedAt: row.savedAt,
          savedBy: row.savedBy,
          stale: isStale(row, head),
          publishAt: row.publishAt,
          scheduledBy: row.scheduledBy,
          ...missingFields(kindOf, fields),
        };
      }),
    );
  }

  async versions(kind: ContentKind, id: number | undefined): Promise<VersionSummary[]> {
    const recordId = recordIdOf(kind, id);
    await this.kinds[kind].read(recordId);
    const rows = await contentStore.versions(this.db, kind, recordId);
    return rows.map(({ version, savedAt, savedBy }) => ({ version, savedAt, savedBy }));
  }

  async version(kind: ContentKind, id: number | undefined, version: number): Promise<ContentVersion> {
    const row = await contentStore.version(this.db, kind, recordIdOf(kind, id), version);
    if (!row) throw ApiError.notFound('No such version of this record');
    return {
      version: row.version,
      savedAt: row.savedAt,
      savedBy: row.savedBy,
      fields: fieldsOf(row),
      ...(await imageOutOf(this.db, row.imageKey, this.urlOf)),
    };
  }

  /** A signed link to the draft on its public page; 404 `content.no_draft` without one. */
  async previewLink(kind: ContentKind, id: number | undefined): Promise<{ path: string; expiresAt: string }> {
    const recordId = recordIdOf(kind, id);
    if (!(await contentStore.draft(this.db, kind, recordId)))
      throw new ApiError(404, 'content.no_draft', 'This record has no draft to preview');
    const { token, expiresAt } = this.links.create({ kind, id: recordId });
    const page = CONTENT[kind].page(recordId);
    return { path: `${page}${page.includes('?') ? '&' : '?'}preview=${token}`, expiresAt };
  }

  /**
   * What a preview link shows: the record as its reads answer it, with the draft's fields (and
   * picture) in place; the live record once the draft is published or discarded. A forged or
   * expired token, or a record deleted since, is a plain 404 that says nothing of why.
   */
  async preview(token: string): Promise<ContentPreview> {
    const target = this.links.verify(token);
    if (!target) throw ApiError.notFound();
    const { kind, id } = target;
    const live = await this.kinds[kind].read(id).catch(() => {
      throw ApiError.notFound();
    });
    const draft = await contentStore.draft(this.db, kind, id);
    if (!draft) return { kind, id: contractId(kind, id), record: live };
    const record = recordWithFields(kind, live, fieldsOf(draft));
    // Kinds with a picture show the draft's.
    if ('imageUrl' in live) Object.assign(record, await imageOutOf(this.db, draft.imageKey, this.urlOf));
    return { kind, id: contractId(kind, id), record };
  }
}
