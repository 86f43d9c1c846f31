import { sql } from 'kysely';
import type { Migration } from 'kysely';

import type { AnyDb } from './any-db';
import { forDialect, isPostgres } from './dialect';

/**
 * Each kind's statuses as `requests`' check now allows them: a cake order may also wait for its
 * payment online (`awaiting_payment`) and end unpaid (`expired`).
 */
const STATUSES: Record<string, readonly string[]> = {
  cake: ['awaiting_payment', 'new', 'confirmed', 'ready', 'collected', 'cancelled', 'expired'],
  course: ['new', 'confirmed', 'attended', 'cancelled'],
  waitlist: ['new', 'offered', 'booked', 'declined', 'expired', 'cancelled'],
  custom: ['new', 'quoted', 'accepted', 'declined', 'cancelled'],
};

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const statusCheck = `CHECK (kind NOT IN (${quoted(Object.keys(STATUSES))}) OR ${Object.entries(STATUSES)
  .map(([kind, statuses]) => `(kind = '${kind}' AND status IN (${quoted(statuses)}))`)
  .join(' OR ')})`;

/** `requests` as migration 0080 made it, with the check above. */
const REQUESTS = `(
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  reference TEXT NOT NULL,
  idempotency_key TEXT,
  customer_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  phone_digits TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL CHECK (language IN ('en', 'ar')),
  status TEXT NOT NULL DEFAULT 'new',
  version INTEGER NOT NULL DEFAULT 0,
  staff_note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  status_changed_by TEXT,
  status_changed_at TEXT,
  change_cutoff_hours INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL,
  branch_id INTEGER,
  day TEXT,
  ${statusCheck}
)`;

const INDEXES = [
  'CREATE UNIQUE INDEX requests_by_reference ON requests (reference)',
  'CREATE UNIQUE INDEX requests_by_idempotency_key ON requests (idempotency_key) WHERE idempotency_key IS NOT NULL',
  'CREATE INDEX requests_by_kind ON requests (kind, status, id)',
  'CREATE INDEX requests_in_kind ON requests (kind, id)',
  'CREATE INDEX requests_by_created ON requests (created_at)',
];

/**
 * A cake order paid online at checkout waits for its payment (`awaiting_payment`, holding its
 * places) and may end unpaid (`expired`): `requests`' per-kind status check allows both.
 *
 * PostgreSQL swaps the check in place. SQLite cannot alter a check, and its migrations run inside
 * a transaction, where foreign keys cannot be switched off: the table is rebuilt with every
 * foreign key deferred to the commit (the kinds' rows point at `requests` again once its rows are
 * back, before the commit checks them). Dropping `requests` also deletes what cascades from it
 * (the hand-overs), so those rows are kept aside and put back.
 */
export const paymentHolds: Migration = {
  async up(db: AnyDb) {
    const run = (statement: string) => sql.raw(forDialect(db, statement)).execute(db);
    if (isPostgres(db)) {
      const { rows } = await sql<{ name: string }>`
        SELECT conname AS name FROM pg_constraint
        WHERE conrelid = 'requests'::regclass AND contype = 'c'
          AND pg_get_constraintdef(oid) LIKE '%status%'`.execute(db);
      for (const { name } of rows) await run(`ALTER TABLE requests DROP CONSTRAINT "${name}"`);
      await run(`ALTER TABLE requests ADD CONSTRAINT requests_status_of_kind ${statusCheck}`);
      return;
    }
    // A savepoint is a transaction of its own where the migration runs without one (a test's).
    await run('SAVEPOINT payment_holds');
    await run('PRAGMA defer_foreign_keys = ON');
    await run('CREATE TEMP TABLE requests_kept AS SELECT * FROM requests');
    await run('CREATE TEMP TABLE fulfilments_kept AS SELECT * FROM fulfilments');
    await run('DROP TABLE requests');
    await run(`CREATE TABLE requests ${REQUESTS}`);
    await run('INSERT INTO requests SELECT * FROM temp.requests_kept');
    // Gone by the cascade where foreign keys are on; as they were where they are off.
    await run('DELETE FROM fulfilments');
    await run('INSERT INTO fulfilments SELECT * FROM temp.fulfilments_kept');
    await run('DROP TABLE temp.requests_kept');
    await run('DROP TABLE temp.fulfilments_kept');
    for (const index of INDEXES) await run(index);
    await run('RELEASE payment_holds');
  },
};
