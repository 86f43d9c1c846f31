import type { AnyDb } from './any-db';
import { sql } from 'kysely';
import type { Migration } from 'kysely';

/** The order's columns of its hand-over, which move to `fulfilments`. */
const MOVED = ['pickup_date', 'branch_id', 'fulfilment', 'recipient_name', 'recipient_phone'];

/**
 * Each order's hand-over becomes a row of its own (fulfilment/): how (`pickup` for every order
 * so far), its day, its branch, its recipient, and what a delivery adds later (slot, zone,
 * address, fee). The order keeps its branch's names as they were when it was taken. The index
 * the production sheet and the counters read a day's orders by moves with the columns.
 */
export const fulfilments: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('fulfilments')
      .addColumn('request_id', 'integer', (col) =>
        col.primaryKey().references('cake_orders.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('pickup', 'delivery')`))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('slot', 'text')
      .addColumn('branch_id', 'integer', (col) => col.notNull())
      .addColumn('zone_id', 'integer')
      .addColumn('address', 'text')
      .addColumn('recipient_name', 'text')
      .addColumn('recipient_phone', 'text')
      .addColumn('fee_minor', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`fee_minor >= 0`),
      )
      .addColumn('status', 'text')
      .execute();
    await db.schema
      .createIndex('fulfilments_by_day')
      .on('fulfilments')
      .columns(['day', 'branch_id'])
      .execute();
    await sql`INSERT INTO fulfilments (request_id, kind, day, branch_id, recipient_name, recipient_phone)
      SELECT id, fulfilment, pickup_date, branch_id, recipient_name, recipient_phone FROM cake_orders`.execute(
      db,
    );
    await db.schema.dropIndex('cake_orders_by_pickup').execute();
    for (const column of MOVED) await db.schema.alterTable('cake_orders').dropColumn(column).execute();
  },
};
