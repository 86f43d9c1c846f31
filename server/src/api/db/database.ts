import fs from 'node:fs';

import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import { lockDataDir } from './data-dir-lock';
import { openPostgres } from './postgres-database';
import type { Database, OpenedDatabase, Trx } from './database-types';
import type { DB, IdTable } from './schema';
import { openSqlite } from './sqlite-database';

export type { Database, Trx, TxHooks } from './database-types';
export { DB_FILE } from './sqlite-database';

/**
 * Opens the site's database migrated to the latest schema: PostgreSQL at `databaseUrl` when
 * given, else (creating it if need be) the SQLite file in `dataDir`. Either way the DATA_DIR lock
 * is held until `close()` (see data-dir-lock.ts): the directory still holds the pictures. A
 * second process on the directory fails at once, unless both are replicas (`shared`); SQLite's
 * WAL mode lets those on one machine read at once and write in turn.
 */
export async function openDatabase(
  dataDir: string,
  onHookError: (error: unknown) => void,
  options: { shared?: boolean; databaseUrl?: string | undefined } = {},
): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, options.shared ?? false);
  let opened: OpenedDatabase;
  try {
    opened = options.databaseUrl
      ? await openPostgres(options.databaseUrl, onHookError)
      : await openSqlite(dataDir, onHookError);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...opened,
    alone: lock.alone,
    async close() {
      await opened.close();
      lock.release();
    },
  };
}

/** True when a row with this id exists in the table (an index lookup, no row read). */
export async function exists(db: Kysely<DB> | Trx, table: IdTable, id: number): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`1`.as('one'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
