import type { ContentKind } from '@cakeshop/shared';
import { VERSIONS_KEPT } from '@cakeshop/shared';
import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { ContentDraftsTable, ContentHeadsTable, ContentVersionsTable } from '../db/content-tables';
import type { DB } from '../db/schema';

export type HeadRow = Selectable<ContentHeadsTable>;
export type DraftRow = Selectable<ContentDraftsTable>;
export type VersionRow = Selectable<ContentVersionsTable>;

/** Who saves, and when (ISO). */
export interface Stamp {
  at: string;
  by: string;
}

type Db = Kysely<DB> | Trx;

/** The SQL of editors' safety: record versions, drafts, kept versions. Each call is one statement. */
export const contentStore = {
  head(db: Db, kind: ContentKind, id: number): Promise<HeadRow | undefined> {
    return db
      .selectFrom('contentHeads')
      .selectAll()
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .executeTakeFirst();
  },

  heads(db: Db, kind: ContentKind, ids: readonly number[]): Promise<HeadRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('contentHeads')
      .selectAll()
      .where('kind', '=', kind)
      .where('recordId', 'in', [...ids])
      .execute();
  },

  /** A record saved before versions were kept here starts at version 0. */
  async ensureHead(trx: Trx, kind: ContentKind, id: number, stamp: Stamp): Promise<void> {
    await trx
      .insertInto('contentHeads')
      .values({
        kind,
        recordId: id,
        version: 0,
        updatedAt: stamp.at,
        updatedBy: stamp.by,
        liveVersion: 0,
        publishedAt: null,
        publishedBy: null,
      })
      .onConflict((conflict) => conflict.columns(['kind', 'recordId']).doNothing())
      .execute();
  },

  /**
   * The compare-and-swap of a save: the version goes up by one only if it is still `expected`
   * (any version when undefined). One conditional write, so of two saves of the same version,
   * on SQLite or PostgreSQL, exactly one gets a row back. `live`: the save changes the site.
   */
  bump(
    trx: Trx,
    kind: ContentKind,
    id: number,
    expected: number | undefined,
    stamp: Stamp,
    live: boolean,
  ): Promise<{ version: number; liveVersion: number } | undefined> {
    return trx
      .updateTable('contentHeads')
      .set((eb) => ({
        version: eb('version', '+', 1),
        updatedAt: stamp.at,
        updatedBy: stamp.by,
        ...(live ? { liveVersion: eb('version', '+', 1), publishedAt: stamp.at, publishedBy: stamp.by } : {}),
      }))
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .$if(expected !== undefined, (qb) => qb.where('version', '=', expected ?? 0))
      .returning(['version', 'liveVersion'])
      .executeTakeFirst();
  },

  async hasVersions(db: Db, kind: ContentKind, id: number): Promise<boolean> {
    const row = await db
      .selectFrom('contentVersions')
      .select('version')
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  },

  async addVersion(trx: Trx, row: VersionRow): Promise<void> {
    await trx.insertInto('contentVersions').values(row).execute();
  },

  /** Drops all but the newest VERSIONS_KEPT versions; answers the pictures the dropped ones named. */
  async trimVersions(trx: Trx, kind: ContentKind, id: number): Promise<(string | null)[]> {
    const oldest = await trx
      .selectFrom('contentVersions')
      .select(['version', 'imageKey'])
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .orderBy('version', 'desc')
      .offset(VERSIONS_KEPT)
      .limit(1_000)
      .execute();
    if (oldest.length === 0) return [];
    await trx
      .deleteFrom('contentVersions')
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .where(
        'version',
        'in',
        oldest.map((row) => row.version),
      )
      .execute();
    return oldest.map((row) => row.imageKey);
  },

  versions(db: Db, kind: ContentKind, id: number): Promise<VersionRow[]> {
    return db
      .selectFrom('contentVersions')
      .selectAll()
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .orderBy('version', 'desc')
      .limit(VERSIONS_KEPT + 1)
      .execute();
  },

  version(db: Db, kind: ContentKind, id: number, version: number): Promise<VersionRow | undefined> {
    return db
      .selectFrom('contentVersions')
      .selectAll()
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
  },

  draft(db: Db, kind: ContentKind, id: number): Promise<DraftRow | undefined> {
    return db
      .selectFrom('contentDrafts')
      .selectAll()
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .executeTakeFirst();
  },

  /** Every draft, or one kind's; with `scheduled`, only those with a publish time, soonest first. */
  drafts(db: Db, kind: ContentKind | undefined, scheduled: boolean): Promise<DraftRow[]> {
    return db
      .selectFrom('contentDrafts')
      .selectAll()
      .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind ?? ''))
      .$if(scheduled, (qb) => qb.where('publishAt', 'is not', null).orderBy('publishAt'))
      .orderBy('savedAt', 'desc')
      .execute();
  },

  /** Drafts whose publish time has come, soonest first. */
  due(db: Db, now: string, limit: number): Promise<DraftRow[]> {
    return db
      .selectFrom('contentDrafts')
      .selectAll()
      .where('publishAt', 'is not', null)
      .where('publishAt', '<=', now)
      .orderBy('publishAt')
      .limit(limit)
      .execute();
  },

  /** The next publish time after those due now, for the scheduler's timer. */
  async nextDue(db: Db): Promise<string | undefined> {
    const row = await db
      .selectFrom('contentDrafts')
      .select('publishAt')
      .where('publishAt', 'is not', null)
      .orderBy('publishAt')
      .executeTakeFirst();
    return row?.publishAt ?? undefined;
  },

  async putDraft(trx: Trx, row: DraftRow): Promise<void> {
    const { kind: _kind, recordId: _recordId, ...rest } = row;
    await trx
      .insertInto('contentDrafts')
      .values(row)
      .onConflict((conflict) => conflict.columns(['kind', 'recordId']).doUpdateSet(rest))
      .execute();
  },

  async setSchedule(
    trx: Trx,
    kind: ContentKind,
    id: number,
    schedule: { publishAt: string | null; scheduledBy: string | null; scheduledById: number | null },
  ): Promise<void> {
    await trx
      .updateTable('contentDrafts')
      .set(schedule)
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .execute();
  },

  /** Removes the draft; answers its picture's key (or null). */
  async deleteDraft(trx: Trx, kind: ContentKind, id: number): Promise<string | null | undefined> {
    const row = await trx
      .deleteFrom('contentDrafts')
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .returning('imageKey')
      .executeTakeFirst();
    return row?.imageKey;
  },

  /** Everything kept of a deleted record; answers the pictures it named. */
  async forget(trx: Trx, kind: ContentKind, id: number): Promise<(string | null)[]> {
    const versions = await trx
      .deleteFrom('contentVersions')
      .where('kind', '=', kind)
      .where('recordId', '=', id)
      .returning('imageKey')
      .execute();
    const draft = await contentStore.deleteDraft(trx, kind, id);
    await trx.deleteFrom('contentHeads').where('kind', '=', kind).where('recordId', '=', id).execute();
    return [...versions.map((row) => row.imageKey), draft ?? null];
  },
};
