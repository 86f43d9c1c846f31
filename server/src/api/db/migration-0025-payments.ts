import type { AnyDb } from './any-db';
import { sql } from 'kysely';
import type { Migration } from 'kysely';

import { idColumn, isPostgres } from './dialect';

/**
 * Payments as a module of their own (payments/): what a request is asked to pay
 * (`payment_collections`), what was paid through which provider (`payments`) and what was given
 * back (`refunds`). The payments the staff recorded for cake orders (`order_payments`) move into
 * `payments` as they were, with their ids: taken by hand (provider `manual`), paid on the day the
 * staff wrote. `request_id` is the order's id.
 */
export const paymentsModule: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('payment_collections')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('request_id', 'integer', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) =>
        col.notNull().check(sql`purpose IN ('full', 'deposit', 'balance')`),
      )
      .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor > 0`))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('due_on', 'text')
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status IN ('open', 'paid', 'cancelled')`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('payment_collections_by_request')
      .on('payment_collections')
      .columns(['request_id', 'id'])
      .execute();
    await db.schema
      .createTable('payments')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('collection_id', 'integer', (col) => col.references('payment_collections.id'))
      .addColumn('request_id', 'integer', (col) => col.notNull())
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('provider_ref', 'text')
      .addColumn('method', 'text', (col) =>
        col.notNull().check(sql`method IN ('cash', 'card', 'transfer', 'other')`),
      )
      .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor > 0`))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status IN ('pending', 'paid', 'failed', 'expired')`),
      )
      .addColumn('paid_on', 'text')
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('recorded_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('payments_by_request').on('payments').columns(['request_id', 'id']).execute();
    // A provider's webhook names its payment by its own id: one payment each (NULLs, manual's, differ).
    await db.schema
      .createIndex('payments_by_provider_ref')
      .on('payments')
      .columns(['provider', 'provider_ref'])
      .unique()
      .execute();
    await db.schema
      .createTable('refunds')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id'))
      .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor > 0`))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status IN ('pending', 'refunded', 'failed')`),
      )
      .addColumn('provider_ref', 'text')
      .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('requested_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('confirmed_at', 'text')
      .execute();
    await db.schema.createIndex('refunds_by_payment').on('refunds').column('payment_id').execute();

    await sql`INSERT INTO payments (id, collection_id, request_id, provider, provider_ref, method, amount_minor,
        currency, status, paid_on, note, recorded_by, created_at, updated_at)
      SELECT id, NULL, order_id, 'manual', NULL, method, amount_minor, currency, 'paid', paid_on, note,
        recorded_by, recorded_at, recorded_at
      FROM order_payments`.execute(db);
    // The ids were copied: the identity goes on after the highest (SQLite's rowid does by itself).
    if (isPostgres(db))
      await sql`SELECT setval(pg_get_serial_sequence('payments', 'id'), COALESCE(MAX(id), 0) + 1, false)
        FROM payments`.execute(db);
    await db.schema.dropTable('order_payments').execute();
  },
};
