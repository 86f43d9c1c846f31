import type { AnyDb } from './any-db';
import { sql } from 'kysely';
import type { CreateTableBuilder, Migration } from 'kysely';

import { idColumn } from './dialect';

/**
 * Waitlists and custom cakes (migrations 0016 to 0018, listed in migrations.ts), written with
 * Kysely's schema builder so the same steps run on PostgreSQL.
 */

/** The columns every kind of visitor request has (VisitorRequestColumns), as 0002 and 0014 wrote them. */
function visitorColumns<T extends string>(db: AnyDb, table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return (
    table
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('idempotency_key', 'text', (col) => col.unique())
      .addColumn('customer_name', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('phone_digits', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('language', 'text', (col) => col.notNull().check(sql`language IN ('en', 'ar')`))
      .addColumn('staff_note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('status_changed_by', 'text')
      .addColumn('status_changed_at', 'text')
      // As 0014 gave the others: the change policy in force when the request was made.
      .addColumn('change_cutoff_hours', 'integer', (col) => col.notNull().defaultTo(0))
  );
}

const waitlists: Migration = {
  async up(db: AnyDb) {
    // A place in a full course's line. The offer's token is the secret of the visitor's link (the
    // staff send it by WhatsApp, so it is kept as it is); its deadline is epoch milliseconds, so
    // the sweeper's "expired by now" is one indexed comparison on any database.
    await visitorColumns(db, db.schema.createTable('waitlist_entries'))
      .addColumn('course_id', 'integer', (col) => col.notNull())
      .addColumn('course_title_en', 'text', (col) => col.notNull())
      .addColumn('course_title_ar', 'text', (col) => col.notNull())
      .addColumn('course_start_date', 'text')
      .addColumn('seats', 'integer', (col) => col.notNull().check(sql`seats BETWEEN 1 AND 10`))
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('new')
          .check(sql`status IN ('new', 'offered', 'booked', 'declined', 'expired', 'cancelled')`),
      )
      .addColumn('offer_token', 'text', (col) => col.unique())
      .addColumn('offered_at', 'text')
      .addColumn('offer_expires_at', 'bigint')
      .addColumn('booking_reference', 'text')
      .execute();
    await db.schema
      .createIndex('waitlist_entries_in_line')
      .on('waitlist_entries')
      .columns(['course_id', 'status', 'id'])
      .execute();
    await db.schema
      .createIndex('waitlist_entries_by_status')
      .on('waitlist_entries')
      .columns(['status', 'id'])
      .execute();
    await db.schema
      .createIndex('waitlist_entries_by_expiry')
      .on('waitlist_entries')
      .columns(['status', 'offer_expires_at'])
      .execute();
    await db.schema
      .createIndex('waitlist_entries_by_created')
      .on('waitlist_entries')
      .column('created_at')
      .execute();
  },
};

const customCakes: Migration = {
  async up(db: AnyDb) {
    // What the visitor asked for, the staff's quote, and the order an accepted quote became.
    await visitorColumns(db, db.schema.createTable('custom_cake_requests'))
      .addColumn('occasion', 'text', (col) => col.notNull())
      .addColumn('servings', 'integer', (col) => col.notNull())
      .addColumn('pickup_date', 'text', (col) => col.notNull())
      .addColumn('branch_id', 'integer', (col) => col.notNull())
      .addColumn('branch_name_en', 'text', (col) => col.notNull())
      .addColumn('branch_name_ar', 'text', (col) => col.notNull())
      .addColumn('budget_cents', 'integer')
      .addColumn('description', 'text', (col) => col.notNull())
      // JSON `[{ key, mainFile, variants }]`, in the order sent: what the inbox shows without a join.
      .addColumn('pictures', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('new')
          .check(sql`status IN ('new', 'quoted', 'accepted', 'declined', 'cancelled')`),
      )
      .addColumn('quote_price_cents', 'integer')
      .addColumn('quote_deposit_cents', 'integer')
      .addColumn('quote_deposit_due', 'text')
      .addColumn('quote_note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('quoted_at', 'text')
      .addColumn('quoted_by', 'text')
      .addColumn('order_id', 'integer')
      .addColumn('order_reference', 'text')
      .execute();
    await db.schema
      .createIndex('custom_cake_requests_by_status')
      .on('custom_cake_requests')
      .columns(['status', 'id'])
      .execute();
    await db.schema
      .createIndex('custom_cake_requests_by_created')
      .on('custom_cake_requests')
      .column('created_at')
      .execute();
    // Its pictures again, one row each: what keeps their files while a request names them.
    await db.schema
      .createTable('custom_cake_pictures')
      .addColumn('request_id', 'integer', (col) => col.notNull().references('custom_cake_requests.id'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('image_key', 'text', (col) => col.notNull().references('images.key'))
      .addPrimaryKeyConstraint('custom_cake_pictures_pk', ['request_id', 'position'])
      .execute();
    await db.schema
      .createIndex('custom_cake_pictures_by_image')
      .on('custom_cake_pictures')
      .column('image_key')
      .execute();
  },
};

const orderPayments: Migration = {
  async up(db: AnyDb) {
    // Deposits and payments the staff took for a cake order (no gateway): the balance is the
    // order's total less their sum.
    await db.schema
      .createTable('order_payments')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('order_id', 'integer', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
      .addColumn('method', 'text', (col) =>
        col.notNull().check(sql`method IN ('cash', 'card', 'transfer', 'other')`),
      )
      .addColumn('paid_on', 'text', (col) => col.notNull())
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('recorded_by', 'text', (col) => col.notNull())
      .addColumn('recorded_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('order_payments_by_order')
      .on('order_payments')
      .columns(['order_id', 'id'])
      .execute();
  },
};

export const waitlistCustomMigrations: Record<string, Migration> = {
  '0016_waitlists': waitlists,
  '0017_custom_cakes': customCakes,
  '0018_order_payments': orderPayments,
};
