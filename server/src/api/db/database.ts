import fs from 'node:fs';

import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';

import { lockDataDir } from './data-dir-lock';
import { openPostgres } from './postgres-database';
import type { DB, IdTable } from './schema';
import { openSqlite } from './sqlite-database';

export type Trx = Transaction<DB>;
/** Steps to run once a write transaction has ended: after it committed, or after it rolled back. */
export interface TxHooks {
  afterCommit(task: () => Promise<void> | void): void;
  afterRollback(task: () => Promise<void> | void): void;
}

export interface Database {
  db: Kysely<DB>;
  /**
   * Runs one write transaction. Writes are queued one at a time (SQLite has one writer anyway),
   * so the file work a write does before and after its transaction cannot interleave with
   * another write's: hook tasks run once the transaction has ended, still in turn. A failing
   * hook task is reported to `onHookError` and never undoes the committed write.
   */
  write<T>(work: (trx: Trx, hooks: TxHooks) => Promise<T>): Promise<T>;
  /** Runs `work` in the write queue without a transaction (for file steps around one). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Writes a consistent snapshot of every table into a new SQLite file of this schema, whatever
   * is being read or written meanwhile: a backup is the same file on either database.
   */
  snapshotTo(file: string): Promise<void>;
  /**
   * Replaces every row of every table but those in `keep` with a SQLite file's of this schema,
   * in one write transaction: readers see the old rows or the new, never a mix, and a failure
   * leaves the old. `alsoInside` runs in the same transaction, after the copy. The file's
   * references were checked beforehand.
   */
  replaceAllFrom(
    file: string,
    keep: readonly string[],
    alsoInside: (trx: Trx) => Promise<void>,
  ): Promise<void>;
  /** Called after a restore replaced every row, so what was remembered of them is forgotten. */
  onReplaced(listener: () => void): void;
  /** Tells the `onReplaced` listeners. */
  replaced(): void;
  isReady(): boolean;
  /** No other server had the directory open when this one opened it (replicas share it). */
  alone: boolean;
  close(): Promise<void>;
}

export { DB_FILE } from './sqlite-database';

/** What each database opens: all of a Database but the DATA_DIR lock, which openDatabase holds. */
export type OpenedDatabase = Omit<Database, 'alone'>;

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
