import { sql } from 'kysely';
import type { Migration } from 'kysely';

import type { AnyDb } from './any-db';
import { forDialect, isPostgres } from './dialect';

/** A booking's statuses now: a cake order's two of paying online besides its own. */
const COURSE = ['awaiting_payment', 'new', 'confirmed', 'attended', 'cancelled', 'expired'];

/** Each kind's statuses as `requests`' check now allows them. */
const STATUSES: Record<string, readonly string[]> = {
  cake: ['awaiting_payment', 'new', 'confirmed', 'ready', 'collected', 'cancelled', 'expired'],
  course: COURSE,
  waitlist: ['new', 'offered', 'booked', 'declined', 'expired', 'cancelled'],
  custom: ['new', 'quoted', 'accepted', 'declined', 'cancelled'],
};

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const clauseOf = (kind: string, statuses: readonly string[]) =>
  `(kind = '${kind}' AND status IN (${quoted(statuses)}))`;

const statusCheck = `CHECK (kind NOT IN (${quoted(Object.keys(STATUSES))}) OR ${Object.entries(STATUSES)
  .map(([kind, statuses]) => clauseOf(kind, statuses))
  .join(' OR ')})`;

/** The bookings' clause as 0140 wrote it into SQLite's stored definition of the table, and now. */
const COURSE_BEFORE = clauseOf('course', ['new', 'confirmed', 'attended', 'cancelled']);
const COURSE_NOW = clauseOf('course', COURSE);

/**
 * A course booking paid online as it is made waits for its fee (`awaiting_payment`, holding its
 * seats) and may end unpaid (`expired`), as a cake order may since 0140: `requests`' per-kind
 * status check allows both for bookings too. A booking keeps its course's price per seat as it was
 * booked (`unit_price_minor`: what it owes, its invoice's line), read from the course for the
 * bookings made before.
 *
 * PostgreSQL swaps the check in place. SQLite cannot alter a check: the table is rebuilt as 0140
 * did (foreign keys deferred to the commit; the hand-overs, which the drop cascades to, kept aside
 * and put back), from its stored definition with only the bookings' clause replaced and its
 * indexes as they were, so the table's definition is not written here a third time.
 */
export const bookingPaymentHolds: Migration = {
  async up(db: AnyDb) {
    const run = (statement: string) => sql.raw(forDialect(db, statement)).execute(db);
    await run('ALTER TABLE course_bookings ADD COLUMN unit_price_minor INTEGER NOT NULL DEFAULT 0');
    await run(`UPDATE course_bookings SET unit_price_minor =
      COALESCE((SELECT price_minor FROM courses WHERE courses.id = course_bookings.course_id), 0)`);
    if (isPostgres(db)) {
      await run('ALTER TABLE requests DROP CONSTRAINT requests_status_of_kind');
      await run(`ALTER TABLE requests ADD CONSTRAINT requests_status_of_kind ${statusCheck}`);
      return;
    }
    const schema = await sql<{ type: string; sql: string }>`
      SELECT type, sql FROM sqlite_master WHERE tbl_name = 'requests' AND sql IS NOT NULL`.execute(db);
    const table = schema.rows.find((row) => row.type === 'table');
    if (!table?.sql.includes(COURSE_BEFORE))
      throw new Error('requests: the bookings’ status check is not the one migration 0140 made');
    const indexes = schema.rows.filter((row) => row.type === 'index').map((row) => row.sql);
    // A savepoint is a transaction of its own where the migration runs without one (a test's).
    await run('SAVEPOINT booking_payment_holds');
    await run('PRAGMA defer_foreign_keys = ON');
    await run('CREATE TEMP TABLE requests_kept AS SELECT * FROM requests');
    await run('CREATE TEMP TABLE fulfilments_kept AS SELECT * FROM fulfilments');
    await run('DROP TABLE requests');
    await run(table.sql.replace(COURSE_BEFORE, COURSE_NOW));
    await run('INSERT INTO requests SELECT * FROM temp.requests_kept');
    // Gone by the cascade where foreign keys are on; as they were where they are off.
    await run('DELETE FROM fulfilments');
    await run('INSERT INTO fulfilments SELECT * FROM temp.fulfilments_kept');
    await run('DROP TABLE temp.requests_kept');
    await run('DROP TABLE temp.fulfilments_kept');
    for (const index of indexes) await run(index);
    await run('RELEASE booking_payment_holds');
  },
};
