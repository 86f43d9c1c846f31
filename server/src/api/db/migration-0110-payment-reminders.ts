import type { Migration } from 'kysely';

import type { AnyDb } from './any-db';

/**
 * A payment link's reminder: when it was sent (null: not yet). Set by one conditional write in
 * the transaction that writes the message, so a link is reminded once, whichever server sweeps.
 */
export const paymentReminders: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('payment_collections').addColumn('reminded_at', 'text').execute();
    // The sweep's look-up: open links by the day they fall due.
    await db.schema
      .createIndex('payment_collections_by_due')
      .on('payment_collections')
      .columns(['status', 'due_on'])
      .execute();
  },
};
