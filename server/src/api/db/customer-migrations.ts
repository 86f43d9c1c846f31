import type { AnyDb } from './any-db';
import { sql } from 'kysely';
import type { Migration } from 'kysely';

import { idColumn } from './dialect';

/**
 * The customer's path (migrations 0014 and 0015, listed in migrations.ts): the change policy each
 * request keeps, its messages and its history; a course's seats counter, its branch and what to
 * bring. Written with Kysely's schema builder so the same steps run on PostgreSQL.
 */

/** The cut-offs in force before this version (its defaults), kept by the requests made before it. */
const EARLIER_CUTOFF_HOURS = { cake_orders: 48, course_bookings: 24 } as const;

const requestMessages: Migration = {
  async up(db: AnyDb) {
    // The policy in force when a request was made: a later change of the settings leaves it.
    for (const [table, hours] of Object.entries(EARLIER_CUTOFF_HOURS))
      await db.schema
        .alterTable(table)
        .addColumn('change_cutoff_hours', 'integer', (col) => col.notNull().defaultTo(hours))
        .execute();
    // One row per request and message kind: the unique key is what makes a message go once,
    // whatever restarts, retries or sweeps run over it (an insert that finds it there does nothing).
    await db.schema
      .createTable('request_messages')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('request_kind', 'text', (col) => col.notNull())
      .addColumn('request_id', 'integer', (col) => col.notNull())
      .addColumn('message_kind', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('html', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('request_messages_once', ['request_kind', 'request_id', 'message_kind'])
      .execute();
    // Who changed what on a request: the staff's status steps and the visitor's own changes. A
    // visitor's change keeps its idempotency key, so a repeated post is the same change.
    await db.schema
      .createTable('request_changes')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('request_kind', 'text', (col) => col.notNull())
      .addColumn('request_id', 'integer', (col) => col.notNull())
      .addColumn('field', 'text', (col) => col.notNull())
      .addColumn('from_value', 'text', (col) => col.notNull())
      .addColumn('to_value', 'text', (col) => col.notNull())
      .addColumn('by_user', 'text')
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('idempotency_key', 'text', (col) => col.unique())
      .execute();
    await db.schema
      .createIndex('request_changes_by_request')
      .on('request_changes')
      .columns(['request_kind', 'request_id', 'id'])
      .execute();
    // The e-mail of a message, so the inbox can say whether it went.
    await db.schema.alterTable('outbox').addColumn('message_id', 'integer').execute();
    await db.schema
      .createIndex('outbox_by_message')
      .on('outbox')
      .column('message_id')
      .where(sql.ref('message_id'), 'is not', null)
      .execute();
  },
};

const courseFacts: Migration = {
  async up(db: AnyDb) {
    // Seats held by bookings not cancelled, kept as a counter that one conditional write moves
    // (`… WHERE seats IS NULL OR seats_taken + n <= seats`): safe on several database writers.
    await db.schema
      .alterTable('courses')
      .addColumn('seats_taken', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db
      .updateTable('courses')
      .set((eb) => ({
        seats_taken: eb.fn.coalesce(
          eb
            .selectFrom('course_bookings')
            .select((inner) => inner.fn.sum('seats').as('taken'))
            .whereRef('course_bookings.course_id', '=', 'courses.id')
            .where('course_bookings.status', '!=', 'cancelled'),
          eb.lit(0),
        ),
      }))
      .execute();
    // Where a class is held (none: the first branch) and what to bring, for the reminder.
    await db.schema.alterTable('courses').addColumn('branch_id', 'integer').execute();
    await db.schema
      .alterTable('courses')
      .addColumn('bring_en', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('courses')
      .addColumn('bring_ar', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  },
};

export const customerMigrations: Record<string, Migration> = {
  '0014_request_messages': requestMessages,
  '0015_course_facts': courseFacts,
};
