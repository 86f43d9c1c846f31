import type { ContentKind } from '@cakeshop/shared';
import { editFieldsOf } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import type { Stamp } from './content-store';
import { contentStore } from './content-store';

/**
 * Every save of site content, draft or live, goes through here inside its own transaction: the
 * record's version is a compare-and-swap (a stale save is refused, naming who saved since and
 * when), and a live save keeps the record's fields as a version. Services call these functions
 * as they call `recordActivity`; the drafts area (api/drafts) builds on them.
 */

/** What every record's answer carries of its version (the contract's `versionOut`). */
export interface VersionFields {
  version: number;
  updatedAt: string | null;
}

export function stampNow(): Stamp {
  return { at: new Date().toISOString(), by: currentActor().username };
}

/**
 * The record's version goes up by one, if it is still `expected` (when given); else 409
 * `content.changed` naming who saved it since, and when. `live`: the save changes the site.
 */
export async function bumpVersion(
  trx: Trx,
  kind: ContentKind,
  id: number,
  expected: number | undefined,
  stamp: Stamp,
  live: boolean,
): Promise<{ version: number; liveVersion: number }> {
  await contentStore.ensureHead(trx, kind, id, stamp);
  const bumped = await contentStore.bump(trx, kind, id, expected, stamp, live);
  if (bumped) return bumped;
  const head = await contentStore.head(trx, kind, id);
  const changed = { by: head?.updatedBy ?? '', at: head?.updatedAt ?? '' };
  throw ApiError.changed(
    'content.changed',
    `Saved by ${changed.by} at ${changed.at}, after version ${expected ?? ''} was read`,
    changed,
  );
}

export interface LiveSave {
  kind: ContentKind;
  id: number;
  /** The Add or Edit row's parsed body: its record fields are kept (not `id`, `removeImage`…). */
  body: object;
  imageKey: string | null;
  expectedVersion?: number | undefined;
  /** A draft is being published: it goes in the same transaction. */
  fromDraft?: boolean;
  /**
   * The record as its read answered before this save, with its picture: kept as the first
   * version when none was kept yet (a record older than versions), so the first edit can be undone.
   */
  before?: () => Promise<{ record: object; imageKey: string | null }>;
}

/**
 * Records a save that changes the site, in its transaction. Answers the record's new version
 * fields, and the pictures that only dropped versions (or the published draft) named: the
 * caller releases them after the commit.
 */
export async function recordLiveSave(
  trx: Trx,
  save: LiveSave,
): Promise<{ versionFields: VersionFields; released: (string | null)[] }> {
  const { kind, id } = save;
  const stamp = stampNow();
  const head = await bumpVersion(trx, kind, id, save.expectedVersion, stamp, true);
  if (save.before && !(await contentStore.hasVersions(trx, kind, id))) {
    const before = await save.before();
    await contentStore.addVersion(trx, {
      kind,
      recordId: id,
      version: head.version - 1,
      fields: JSON.stringify(editFieldsOf(kind, before.record as Record<string, unknown>)),
      imageKey: before.imageKey,
      savedAt: null,
      savedBy: null,
    });
  }
  await contentStore.addVersion(trx, {
    kind,
    recordId: id,
    version: head.version,
    fields: JSON.stringify(editFieldsOf(kind, save.body as Record<string, unknown>)),
    imageKey: save.imageKey,
    savedAt: stamp.at,
    savedBy: stamp.by,
  });
  const released = await contentStore.trimVersions(trx, kind, id);
  if (save.fromDraft) released.push((await contentStore.deleteDraft(trx, kind, id)) ?? null);
  return { versionFields: { version: head.version, updatedAt: stamp.at }, released };
}

/** A record was deleted: its version, draft and kept versions go with it (an id may come back). */
export function forgetRecord(trx: Trx, kind: ContentKind, id: number): Promise<(string | null)[]> {
  return contentStore.forget(trx, kind, id);
}

/** The version fields of a record (version 0 before its first save here). */
export async function versionFieldsOf(
  db: Kysely<DB> | Trx,
  kind: ContentKind,
  id: number,
): Promise<VersionFields> {
  const head = await contentStore.head(db, kind, id);
  return { version: head?.version ?? 0, updatedAt: head?.updatedAt ?? null };
}

/** Records of a list with their version fields, read in one query. */
export async function withVersionFields<T extends { id: number }>(
  db: Kysely<DB> | Trx,
  kind: ContentKind,
  records: T[],
): Promise<(T & VersionFields)[]> {
  const heads = new Map(
    (
      await contentStore.heads(
        db,
        kind,
        records.map((record) => record.id),
      )
    ).map((head) => [head.recordId, head]),
  );
  return records.map((record) => {
    const head = heads.get(record.id);
    return { ...record, version: head?.version ?? 0, updatedAt: head?.updatedAt ?? null };
  });
}
