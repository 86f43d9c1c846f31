/** The tables of editors' safety (migration 0010): see migration-0010-content-history.ts. */
export interface ContentHeadsTable {
  kind: string;
  recordId: number;
  version: number;
  updatedAt: string;
  updatedBy: string;
  liveVersion: number;
  publishedAt: string | null;
  publishedBy: string | null;
}

export interface ContentDraftsTable {
  kind: string;
  recordId: number;
  /** JSON: the Edit row's fields, as parsed. */
  fields: string;
  imageKey: string | null;
  baseVersion: number;
  savedAt: string;
  savedBy: string;
  /** ISO, UTC. */
  publishAt: string | null;
  scheduledBy: string | null;
  scheduledById: number | null;
}

export interface ContentVersionsTable {
  kind: string;
  recordId: number;
  version: number;
  fields: string;
  imageKey: string | null;
  savedAt: string | null;
  savedBy: string | null;
}

export interface ContentTables {
  contentHeads: ContentHeadsTable;
  contentDrafts: ContentDraftsTable;
  contentVersions: ContentVersionsTable;
}
