import type { AnyDb } from './any-db';
import { sql } from 'kysely';
import type { Migration } from 'kysely';

/**
 * An order delivered: its hand-over keeps the window it holds a place in (by id, to give the place
 * back when it is cancelled or moved), why its last attempt failed, and a gift's card message and whether the prices stay off
 * what travels with the cake. The address, zone, recipient and fee had their columns already.
 */
export const deliveryOrders: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('fulfilments').addColumn('slot_id', 'integer').execute();
    await db.schema.alterTable('fulfilments').addColumn('card_message', 'text').execute();
    // Why a delivery's last attempt failed, as the staff wrote it.
    await db.schema.alterTable('fulfilments').addColumn('status_reason', 'text').execute();
    await db.schema
      .alterTable('fulfilments')
      .addColumn('hide_prices', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`hide_prices IN (0, 1)`),
      )
      .execute();
  },
};
