import { randomUUID } from 'node:crypto';
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
  const server = inject('postgresServer');
  if (!server) return undefined;
  const known = databases.get(dataDir);
  if (known) return known;
  const name = `site_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client(server);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
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
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, types: numbersAsNumbers, max: 2, allowExitOnIdle: true });
    // An idle connection the server ends (a restart, the cluster stopping at the end of the run)
    // is an 'error' on the pool, which drops that connection and opens another for the next
    // query; without a listener it would be an uncaught exception, failing the whole run.
    pool.on('error', () => undefined);
    pools.set(url, pool);
  }
  return (await pool.query(numbered(text), params)).rows as Row[];
}

/**
 * Every row of every table on the database of `dataDir`, as text: two reads compare equal when
 * nothing was written between them. On PostgreSQL one round trip (a fuzzing test reads it after
 * every random request).
 */
export async function allRows(dataDir: string): Promise<string> {
  if (!databases.has(dataDir)) {
    const file = new SQLite(path.join(dataDir, DB_FILE), { readonly: true });
    try {
      const tables = file
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name",
        )
        .all() as { name: string }[];
      return JSON.stringify(
        tables.map(({ name }) => [name, file.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()]),
      );
    } finally {
      file.close();
    }
  }
  const tables = await queryData<{ name: string }>(
    dataDir,
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%' ORDER BY 1",
  );
  const each = tables.map(
    ({ name }) => `'${name}', (SELECT coalesce(json_agg(x ORDER BY x::text), '[]') FROM "${name}" x)`,
  );
  const [row] = await queryData<{ rows: string }>(
    dataDir,
    `SELECT json_build_object(${each.join(', ')})::text AS rows`,
  );
  return row!.rows;
}
