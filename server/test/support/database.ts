import { createHash, randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';

import { DB_FILE } from '../../src/api/db/database';
import { numbersAsNumbers } from '../../src/api/db/postgres-types';

/** Each DATA_DIR's database on PostgreSQL, so a test that reopens a DATA_DIR finds its rows. */
const databases = new Map<string, string>();

/**
 * The suite's PostgreSQL pass (its server provided by test/support/postgres-setup.ts): a new,
 * empty database for each DATA_DIR an API is started on. Otherwise undefined: the SQLite file.
 */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  return newDatabase(dataDir);
}

/**
 * As testDatabaseUrl, but the new database is a copy of the one the global setup migrated to the
 * latest schema (no rows but the migrations' own): copying it costs a tenth of running every
 * migration again, which each API a test starts would otherwise do. A test of the migrations or of
 * an upgrade starts from an empty database (testDatabaseUrl).
 */
export async function migratedTestDatabaseUrl(dataDir: string): Promise<string | undefined> {
  return newDatabase(dataDir, inject('postgresTemplate'));
}

async function newDatabase(dataDir: string, template?: string): Promise<string | undefined> {
  const server = inject('postgresServer');
  if (!server) return undefined;
  const known = databases.get(dataDir);
  if (known) return known;
  const name = `site_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client(server);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  databases.set(dataDir, url.href);
  return url.href;
}

/** What `pnpm backup` and `pnpm restore` are given for the site on `dataDir` (its DATABASE_URL too). */
export async function siteData(
  dataDir: string,
): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  return { dataDir, databaseUrl: await testDatabaseUrl(dataDir) };
}

/** Connections to each test database, kept: a snapshot reads every table, many times a test. */
const pools = new Map<string, pg.Pool>();

/** The kept connections to one test database. */
function poolFor(url: string): pg.Pool {
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, types: numbersAsNumbers, max: 2, allowExitOnIdle: true });
    // An idle connection the server ends (a restart, the cluster stopping at the end of the run)
    // is an 'error' on the pool, which drops that connection and opens another for the next
    // query; without a listener it would be an uncaught exception, failing the whole run.
    pool.on('error', () => undefined);
    pools.set(url, pool);
  }
  return pool;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A statement with `?` placeholders in PostgreSQL's numbered form (`$1`, `$2`…). */
const numbered = (text: string) => {
  let n = 0;
  // A quoted string's question marks are its own.
  return text.replace(/'(?:[^']|'')*'|\?/g, (match) => (match === '?' ? `$${++n}` : match));
};

/**
 * Runs one statement on the database of the API started on `dataDir`, through a connection of
 * its own, as another process would: the SQLite file, or its PostgreSQL database in the
 * PostgreSQL pass. Plain SQL both understand, `?` placeholders. Returns the rows (none for writes).
 */
export async function queryData<Row = Record<string, unknown>>(
  dataDir: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const url = databases.get(dataDir);
  if (!url) {
    const file = new SQLite(path.join(dataDir, DB_FILE));
    try {
      const statement = file.prepare(text);
      return statement.reader ? (statement.all(...params) as Row[]) : (statement.run(...params), []);
    } finally {
      file.close();
    }
  }
  const pool = poolFor(url);
  return (await pool.query(numbered(text), params)).rows as Row[];
}

/** The SQLite file read last, kept open, and the rows it held at `version`. */
let lastRead: { file: string; inode: number; db: SQLite.Database; version: number; rows: string } | undefined;

/**
 * Every row of a SQLite file, read again only once something was committed to it: its
 * data_version moves with every commit of another connection (the API's), so until it moves the
 * rows read last are still the rows.
 */
function sqliteRows(file: string): string {
  const inode = statSync(file).ino;
  if (lastRead && (lastRead.file !== file || lastRead.inode !== inode)) {
    lastRead.db.close();
    lastRead = undefined;
  }
  lastRead ??= { file, inode, db: new SQLite(file, { readonly: true }), version: Number.NaN, rows: '' };
  const { db } = lastRead;
  const version = db.pragma('data_version', { simple: true }) as number;
  if (version !== lastRead.version) {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name",
      )
      .all() as { name: string }[];
    lastRead.rows = JSON.stringify(
      tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()]),
    );
    lastRead.version = version;
  }
  return lastRead.rows;
}

/** What allRows read last from each PostgreSQL database, and the fingerprint it was read at. */
const postgresReads = new Map<string, { tables: string[]; fingerprint: string; rows: string }>();

/** The catalog's row count and newest row version: they move with every table made or dropped. */
const CATALOG = "(SELECT count(*) || ':' || max(xmin::text::bigint) FROM pg_class)";

/**
 * Every row of every table on the database of `dataDir`, as text: two reads compare equal when
 * nothing was written between them. A test that compares before and after every random request
 * reads them whole only after a write: SQLite's data_version says when another connection
 * committed; on PostgreSQL, each table's row count and newest row version (xmin: an insert or an
 * update writes a row version under a new, higher transaction id; a delete lowers the count) move
 * with every change, and cost one prepared statement, not a sort and a document of every row.
 */
export async function allRows(dataDir: string): Promise<string> {
  if (!databases.has(dataDir)) return sqliteRows(path.join(dataDir, DB_FILE));
  const last = postgresReads.get(dataDir);
  if (last) {
    const fingerprint = await postgresFingerprint(dataDir, last.tables);
    if (fingerprint === last.fingerprint) return last.rows;
  }
  const tables = (
    await queryData<{ name: string }>(
      dataDir,
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%' ORDER BY 1",
    )
  ).map(({ name }) => name);
  const fingerprint = await postgresFingerprint(dataDir, tables);
  const each = tables.map(
    (name) => `'${name}', (SELECT coalesce(json_agg(x ORDER BY x::text), '[]') FROM "${name}" x)`,
  );
  const [row] = await queryData<{ rows: string }>(
    dataDir,
    `SELECT json_build_object(${each.join(', ')})::text AS rows`,
  );
  postgresReads.set(dataDir, { tables, fingerprint, rows: row!.rows });
  return row!.rows;
}

/** The catalog's fingerprint and each table's, from one statement each connection prepares once. */
async function postgresFingerprint(dataDir: string, tables: string[]): Promise<string> {
  const each = tables.map(
    (name) => `(SELECT count(*) || ':' || coalesce(max(x.xmin::text::bigint), 0) FROM "${name}" x)`,
  );
  const text = `SELECT concat_ws(' ', ${[CATALOG, ...each].join(', ')}) AS fingerprint`;
  const pool = poolFor(databases.get(dataDir)!);
  const result = await pool.query<{ fingerprint: string }>({ name: `fingerprint-${hash(text)}`, text });
  return result.rows[0]!.fingerprint;
}
