import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

import type { OpenedDatabase, Trx } from './database-types';
import { migrateToLatest } from './migrations';
import { copyIntoSqliteFile, replaceFromSqliteFileOnPostgres } from './postgres-copy';
import { numbersAsNumbers } from './postgres-types';
import type { DB } from './schema';
import { replacedSignal, writeQueue } from './write-queue';

/**
 * Advisory lock keys (any two fixed numbers the site's database uses for nothing else): one
 * writer at a time across every replica, as SQLite has, so the checks a write makes before it
 * writes (seats left, a day's capacity, a status still the one shown) hold until it commits;
 * and one start-up at a time, so replicas starting together do not create the collation twice.
 */
const WRITE_LOCK = 7_300_001;
const START_LOCK = 7_300_002;
/** How often the readiness probe's answer is refreshed. */
const PING_MS = 5_000;

/**
 * The database on PostgreSQL (DATABASE_URL): the same migrations and queries as on SQLite, through
 * Kysely's Postgres dialect.
 */
export async function openPostgres(
  url: string,
  onHookError: (error: unknown) => void,
): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, types: numbersAsNumbers });
  // An idle connection the server dropped is replaced by the pool; its error must not crash us.
  pool.on('error', onHookError);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  try {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${START_LOCK})`.execute(trx);
      // Usernames and e-mails are unique whatever their case (SQLite's COLLATE NOCASE).
      await sql`CREATE COLLATION IF NOT EXISTS nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`.execute(
        trx,
      );
    });
    await migrateToLatest(db as unknown as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const lockWrites = async (trx: Trx) => {
    await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`.execute(trx);
  };
  const queue = writeQueue(
    (work) =>
      db.transaction().execute(async (trx) => {
        await lockWrites(trx);
        return work(trx);
      }),
    onHookError,
  );
  let closed = false;
  let ready = true;
  const ping = setInterval(() => {
    sql`SELECT 1`.execute(db).then(
      () => (ready = true),
      () => (ready = false),
    );
  }, PING_MS);
  ping.unref();

  return {
    db,
    write: queue.write,
    exclusive: queue.exclusive,
    ...replacedSignal(),
    snapshotTo: (file) => copyIntoSqliteFile(db, file),
    replaceAllFrom: (file, keep, alsoInside) =>
      db.transaction().execute(async (trx) => {
        await lockWrites(trx);
        await replaceFromSqliteFileOnPostgres(trx, file, keep);
        await alsoInside(trx);
      }),
    isReady: () => !closed && ready,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      await queue.settled();
      await db.destroy();
    },
  };
}
