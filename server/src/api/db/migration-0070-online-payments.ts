import type { AnyDb } from './any-db';
import { sql } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Payments taken online. A payment begun at a gateway carries our reference for it (what the
 * provider keeps and a webhook is matched by) and the end of its hold; a refund the provider has
 * not confirmed counts its attempts and keeps the provider's last refusal for the inbox. The demo
 * provider keeps its own records (as a real provider does at its end) in the site's database,
 * so several servers agree on them.
 */
export const onlinePayments: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('payments').addColumn('reference', 'text').execute();
    await db.schema.alterTable('payments').addColumn('expires_at', 'text').execute();
    await db.schema
      .createIndex('payments_by_reference')
      .on('payments')
      .column('reference')
      .unique()
      .execute();
    // The reconciliation worker's look-up: pending payments, oldest first.
    await db.schema.createIndex('payments_by_status').on('payments').columns(['status', 'id']).execute();
    await db.schema
      .alterTable('refunds')
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('refunds').addColumn('last_error', 'text').execute();
    await db.schema.createIndex('refunds_by_status').on('refunds').columns(['status', 'id']).execute();
    await db.schema
      .createTable('demo_payments')
      .addColumn('ref', 'text', (col) => col.primaryKey())
      .addColumn('reference', 'text', (col) => col.notNull())
      .addColumn('amount_minor', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull().check(sql`language IN ('en', 'ar')`))
      .addColumn('return_url', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('outcome', 'text', (col) => col.check(sql`outcome IN ('paid', 'failed')`))
      .execute();
    await db.schema
      .createTable('demo_refunds')
      .addColumn('ref', 'text', (col) => col.notNull().references('demo_payments.ref'))
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('amount_minor', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('demo_refunds_pk', ['ref', 'key'])
      .execute();
  },
};
