import type { AnyDb } from './any-db';
import { sql } from 'kysely';
import type { Migration } from 'kysely';

import { idColumn } from './dialect';

/**
 * The bakery's week (migrations 0006 to 0009, listed in migrations.ts): sizes, flavours and
 * branches of a cake; orders as lines; branch calendars; pick-up day counters. Written with
 * Kysely's schema builder so the same steps run on PostgreSQL. Each leaves what a visitor sees
 * as it was: a cake becomes one size at its price, an order one line, and the counters start
 * from the orders already booked.
 */

/** The label of the one size every existing cake becomes (a one-size cake shows no size picker). */
export const STANDARD_SIZE = { labelEn: 'Standard', labelAr: 'عادي' } as const;

const cakeSizes: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('cake_sizes')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('cake_id', 'integer', (col) => col.notNull().references('cakes.id').onDelete('cascade'))
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .addColumn('label_en', 'text', (col) => col.notNull())
      .addColumn('label_ar', 'text', (col) => col.notNull())
      .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
      .addColumn('servings_from', 'integer')
      .addColumn('servings_to', 'integer')
      .execute();
    await db.schema
      .createIndex('cake_sizes_by_cake')
      .on('cake_sizes')
      .columns(['cake_id', 'sort_order'])
      .execute();
    await db.schema
      .createTable('cake_flavours')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('cake_id', 'integer', (col) => col.notNull().references('cakes.id').onDelete('cascade'))
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('name_ar', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('cake_flavours_by_cake')
      .on('cake_flavours')
      .columns(['cake_id', 'sort_order'])
      .execute();
    // A branch that is removed leaves the cakes it offered (with no branch left, they are offered
    // at every branch again, as a cake without branches is).
    await db.schema
      .createTable('cake_branches')
      .addColumn('cake_id', 'integer', (col) => col.notNull().references('cakes.id').onDelete('cascade'))
      .addColumn('branch_id', 'integer', (col) => col.notNull().references('branches.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('cake_branches_key', ['cake_id', 'branch_id'])
      .execute();
    await db.schema.alterTable('cakes').addColumn('lead_days', 'integer').execute();
    await db.schema.alterTable('cake_categories').addColumn('daily_capacity', 'integer').execute();
    await db
      .insertInto('cake_sizes')
      .columns(['cake_id', 'sort_order', 'label_en', 'label_ar', 'price_cents'])
      .expression((eb) =>
        eb
          .selectFrom('cakes')
          .select([
            'id',
            eb.val(0).as('sort_order'),
            eb.val(STANDARD_SIZE.labelEn).as('label_en'),
            eb.val(STANDARD_SIZE.labelAr).as('label_ar'),
            'price_cents',
          ]),
      )
      .execute();
  },
};

const orderLines: Migration = {
  async up(db: AnyDb) {
    // The order's own columns stay as they were (its first line's cake, quantity and message, and
    // the total), so a reader of the first version's columns still finds one cake there.
    await db.schema
      .alterTable('cake_orders')
      .addColumn('fulfilment', 'text', (col) =>
        col
          .notNull()
          .defaultTo('pickup')
          .check(sql`fulfilment IN ('pickup', 'delivery')`),
      )
      .execute();
    await db.schema.alterTable('cake_orders').addColumn('recipient_name', 'text').execute();
    await db.schema.alterTable('cake_orders').addColumn('recipient_phone', 'text').execute();
    await db.schema
      .alterTable('cake_orders')
      .addColumn('over_capacity', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // The production sheet and the counters read a day's orders at a branch.
    await db.schema
      .createIndex('cake_orders_by_pickup')
      .on('cake_orders')
      .columns(['pickup_date', 'branch_id'])
      .execute();
    await db.schema
      .createTable('order_lines')
      .addColumn('order_id', 'integer', (col) =>
        col.notNull().references('cake_orders.id').onDelete('cascade'),
      )
      .addColumn('line_no', 'integer', (col) => col.notNull())
      // No reference to the cake, its size or flavour: deleting them must never touch an order.
      .addColumn('cake_id', 'integer', (col) => col.notNull())
      .addColumn('cake_category_id', 'integer')
      .addColumn('cake_name_en', 'text', (col) => col.notNull())
      .addColumn('cake_name_ar', 'text', (col) => col.notNull())
      .addColumn('size_id', 'integer')
      .addColumn('size_label_en', 'text', (col) => col.notNull())
      .addColumn('size_label_ar', 'text', (col) => col.notNull())
      .addColumn('flavour_id', 'integer')
      .addColumn('flavour_name_en', 'text')
      .addColumn('flavour_name_ar', 'text')
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity BETWEEN 1 AND 20`))
      .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
      .addColumn('gross_cents', 'integer', (col) => col.notNull())
      .addColumn('net_cents', 'integer', (col) => col.notNull())
      .addColumn('vat_cents', 'integer', (col) => col.notNull())
      .addColumn('cake_message', 'text', (col) => col.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('order_lines_key', ['order_id', 'line_no'])
      .execute();
    // Each order so far becomes its one line, at the price it was taken at (the site had no VAT
    // rate: the whole amount is net). Its size is the cake's one size, when the cake is still there.
    await db
      .insertInto('order_lines')
      .columns([
        'order_id',
        'line_no',
        'cake_id',
        'cake_category_id',
        'cake_name_en',
        'cake_name_ar',
        'size_id',
        'size_label_en',
        'size_label_ar',
        'quantity',
        'unit_price_cents',
        'gross_cents',
        'net_cents',
        'vat_cents',
        'cake_message',
      ])
      .expression((eb) =>
        eb
          .selectFrom('cake_orders as o')
          .leftJoin('cakes as c', 'c.id', 'o.cake_id')
          .leftJoin('cake_sizes as s', (join) =>
            join.onRef('s.cake_id', '=', 'o.cake_id').on('s.sort_order', '=', 0),
          )
          .select([
            'o.id',
            eb.val(0).as('line_no'),
            'o.cake_id',
            'c.cake_category_id',
            'o.cake_name_en',
            'o.cake_name_ar',
            's.id as size_id',
            eb.val(STANDARD_SIZE.labelEn).as('size_label_en'),
            eb.val(STANDARD_SIZE.labelAr).as('size_label_ar'),
            'o.quantity',
            sql`o.total_cents / o.quantity`.as('unit_price_cents'),
            'o.total_cents',
            sql`o.total_cents`.as('net_cents'),
            eb.val(0).as('vat_cents'),
            'o.cake_message',
          ]),
      )
      .execute();
  },
};

const calendars: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('branch_calendars')
      .addColumn('branch_id', 'integer', (col) =>
        col.primaryKey().references('branches.id').onDelete('cascade'),
      )
      .addColumn('week', 'text')
      .addColumn('order_cutoff', 'text')
      .addColumn('daily_capacity', 'integer')
      .execute();
    await db.schema
      .createTable('calendar_exceptions')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('branch_id', 'integer', (col) => col.notNull().references('branches.id').onDelete('cascade'))
      .addColumn('from_day', 'text', (col) => col.notNull())
      .addColumn('to_day', 'text', (col) => col.notNull())
      .addColumn('closed', 'integer', (col) => col.notNull())
      .addColumn('opens_at', 'text')
      .addColumn('closes_at', 'text')
      .addColumn('note_en', 'text')
      .addColumn('note_ar', 'text')
      .execute();
    await db.schema
      .createIndex('calendar_exceptions_by_branch')
      .on('calendar_exceptions')
      .columns(['branch_id', 'from_day'])
      .execute();
  },
};

const pickupCounters: Migration = {
  async up(db: AnyDb) {
    // No reference to the branch: like the orders it counts, it outlives a removed branch.
    await db.schema
      .createTable('pickup_counters')
      .addColumn('branch_id', 'integer', (col) => col.notNull())
      .addColumn('pickup_date', 'text', (col) => col.notNull())
      .addColumn('scope', 'integer', (col) => col.notNull())
      .addColumn('taken', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('pickup_counters_key', ['branch_id', 'pickup_date', 'scope'])
      .execute();
    // What is booked already counts: a cap set later holds against it.
    const booked = db
      .selectFrom('cake_orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .where('o.status', '<>', 'cancelled');
    await db
      .insertInto('pickup_counters')
      .columns(['branch_id', 'pickup_date', 'scope', 'taken'])
      .expression((eb) =>
        booked
          .select([
            'o.branch_id',
            'o.pickup_date',
            eb.val(0).as('scope'),
            eb.fn.sum('l.quantity').as('taken'),
          ])
          .groupBy(['o.branch_id', 'o.pickup_date']),
      )
      .execute();
    await db
      .insertInto('pickup_counters')
      .columns(['branch_id', 'pickup_date', 'scope', 'taken'])
      .expression((eb) =>
        booked
          .where('l.cake_category_id', 'is not', null)
          .select(['o.branch_id', 'o.pickup_date', 'l.cake_category_id', eb.fn.sum('l.quantity').as('taken')])
          .groupBy(['o.branch_id', 'o.pickup_date', 'l.cake_category_id']),
      )
      .execute();
  },
};

export const WEEK_MIGRATIONS = {
  '0006_cake_sizes': cakeSizes,
  '0007_order_lines': orderLines,
  '0008_branch_calendars': calendars,
  '0009_pickup_counters': pickupCounters,
} as const satisfies Record<string, Migration>;
