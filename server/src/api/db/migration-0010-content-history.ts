import type { Kysely, Migration } from 'kysely';

/**
 * Editors' safety: each record's version (the compare-and-swap of every save), its draft (with
 * its publish time) and its last published versions. Records are named by kind and id: a kind
 * is the contract's entity name (`Cake`, `HomeData`…), a single page's id is 0. Written with
 * Kysely's schema builder, so it runs on PostgreSQL as it does on SQLite.
 */
export const contentHistory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_heads')
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('record_id', 'integer', (column) => column.notNull())
      // Up by one with every save, draft or live: what a save names as the version it started from.
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('updated_by', 'text', (column) => column.notNull())
      // The version the site shows, and who put it there when (null before the first live save here).
      .addColumn('live_version', 'integer', (column) => column.notNull())
      .addColumn('published_at', 'text')
      .addColumn('published_by', 'text')
      .addPrimaryKeyConstraint('content_heads_pk', ['kind', 'record_id'])
      .execute();

    await db.schema
      .createTable('content_drafts')
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('record_id', 'integer', (column) => column.notNull())
      // The Edit row's fields as parsed (JSON); the picture by its stored key.
      .addColumn('fields', 'text', (column) => column.notNull())
      .addColumn('image_key', 'text', (column) => column.references('images.key'))
      // The live version it was started from: another live save since makes it stale.
      .addColumn('base_version', 'integer', (column) => column.notNull())
      .addColumn('saved_at', 'text', (column) => column.notNull())
      .addColumn('saved_by', 'text', (column) => column.notNull())
      // ISO, UTC: the scheduler publishes it then (null: only when someone presses Publish).
      .addColumn('publish_at', 'text')
      .addColumn('scheduled_by', 'text')
      .addColumn('scheduled_by_id', 'integer')
      .addPrimaryKeyConstraint('content_drafts_pk', ['kind', 'record_id'])
      .execute();
    await db.schema.createIndex('content_drafts_due').on('content_drafts').column('publish_at').execute();

    await db.schema
      .createTable('content_versions')
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('record_id', 'integer', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('fields', 'text', (column) => column.notNull())
      .addColumn('image_key', 'text', (column) => column.references('images.key'))
      // Null for the record as it was before versions were kept here.
      .addColumn('saved_at', 'text')
      .addColumn('saved_by', 'text')
      // Two saves of the same version cannot both land; the newest first is an index walk.
      .addPrimaryKeyConstraint('content_versions_pk', ['kind', 'record_id', 'version'])
      .execute();
    await db.schema
      .createIndex('content_versions_by_image')
      .on('content_versions')
      .column('image_key')
      .execute();
    await db.schema.createIndex('content_drafts_by_image').on('content_drafts').column('image_key').execute();
  },
};
