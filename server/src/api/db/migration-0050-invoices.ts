import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

import { idColumn, isPostgres } from './dialect';

/**
 * Invoices and credit notes (issue of "lawful receipts"): the site's one counter row, bumped in
 * the transaction that issues a document, so a rolled-back issue takes its number back with it
 * and none is used twice; the documents themselves, which are never updated (a trigger refuses
 * it on either database: a correction is a credit note); and the jobs that issue them, one per
 * settlement, retried until issued.
 */
export const invoices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoice_counter')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('last_number', 'integer', (col) => col.notNull())
      .execute();
    await sql`INSERT INTO invoice_counter (id, last_number) VALUES (1, 0)`.execute(db);
    await db.schema
      .createTable('invoice_documents')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('number', 'integer', (col) => col.notNull().unique())
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('invoice', 'credit_note')`))
      .addColumn('regime', 'text', (col) => col.notNull())
      .addColumn('request_kind', 'text', (col) => col.notNull())
      .addColumn('request_id', 'integer', (col) => col.notNull())
      .addColumn('settlement_key', 'text', (col) => col.notNull().unique())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('issued_month', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('net_minor', 'integer', (col) => col.notNull())
      .addColumn('vat_minor', 'integer', (col) => col.notNull())
      .addColumn('gross_minor', 'integer', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('previous_hash', 'text', (col) => col.notNull())
      .addColumn('hash', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('invoice_documents_by_request')
      .on('invoice_documents')
      .columns(['request_kind', 'request_id'])
      .execute();
    await db.schema
      .createIndex('invoice_documents_by_month')
      .on('invoice_documents')
      .columns(['issued_month', 'number'])
      .execute();
    if (isPostgres(db)) {
      await sql`CREATE FUNCTION invoice_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'an issued document is never changed: issue a credit note'; END $$`.execute(db);
      await sql`CREATE TRIGGER invoice_documents_immutable BEFORE UPDATE ON invoice_documents
        FOR EACH ROW EXECUTE FUNCTION invoice_documents_immutable()`.execute(db);
    } else {
      await sql`CREATE TRIGGER invoice_documents_immutable BEFORE UPDATE ON invoice_documents
        BEGIN SELECT RAISE(ABORT, 'an issued document is never changed: issue a credit note'); END`.execute(
        db,
      );
    }
    await db.schema
      .createTable('invoice_jobs')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('settlement_key', 'text', (col) => col.notNull().unique())
      .addColumn('facts', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
      .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('done_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
};
