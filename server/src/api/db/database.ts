import fs from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import { CamelCasePlugin, CompiledQuery, Kysely, SqliteDialect, SqliteDriver, sql } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig, Transaction } from 'kysely';

import { lockDataDir } from './data-dir-lock';
import { migrateToLatest } from './migrations';
import type { DB, IdTable } from './schema';

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
   * Copies the database into a new file with SQLite's online backup: a consistent snapshot,
   * whatever is being read or written meanwhile.
   */
  snapshotTo(file: string): Promise<void>;
  /** Called after a restore replaced every row, so what was remembered of them is forgotten. */
  onReplaced(listener: () => void): void;
  /** Tells the `onReplaced` listeners. */
  replaced(): void;
  isReady(): boolean;
  /** No other server had the directory open when this one opened it (replicas share it). */
  alone: boolean;
  close(): Promise<void>;
}

export const DB_FILE = 'cakeshop.sqlite';

async function runAll(
  tasks: (() => Promise<void> | void)[],
  onError: (error: unknown) => void,
): Promise<void> {
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onError(error);
    }
  }
}

/**
 * Write transactions take SQLite's write lock as they begin (`BEGIN IMMEDIATE`), waiting their
 * turn up to the busy timeout. A plain `BEGIN` takes it at the first write, and when another
 * process (a replica on the same file) committed after this transaction's first read, SQLite
 * refuses that write at once (SQLITE_BUSY_SNAPSHOT) instead of waiting. In one process, whose
 * writes already queue behind each other, the two are the same.
 */
class ImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateDriver(this.settings);
  }
}

/**
 * Opens (creating if need be) the database in `dataDir`, migrated to the latest schema, and holds
 * the DATA_DIR lock until `close()`: a second process on the same directory fails at once, unless
 * both are replicas (`shared`), which use the file together (WAL mode lets several processes on
 * one machine read at once and write in turn).
 */
export async function openDatabase(
  dataDir: string,
  onHookError: (error: unknown) => void,
  shared = false,
): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, shared);
  const sqlite = new SQLite(path.join(dataDir, DB_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    lock.release();
    throw error;
  }

  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const replacedListeners: (() => void)[] = [];

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    db,
    exclusive,
    write<T>(work: (trx: Trx, hooks: TxHooks) => Promise<T>) {
      return exclusive(async () => {
        const committed: (() => Promise<void> | void)[] = [];
        const rolledBack: (() => Promise<void> | void)[] = [];
        const hooks: TxHooks = {
          afterCommit: (task) => committed.push(task),
          afterRollback: (task) => rolledBack.push(task),
        };
        let result: T;
        try {
          result = await db.transaction().execute((trx) => work(trx, hooks));
        } catch (error) {
          await runAll(rolledBack, onHookError);
          throw error;
        }
        await runAll(committed, onHookError);
        return result;
      });
    },
    async snapshotTo(file) {
      await sqlite.backup(file);
    },
    onReplaced(listener) {
      replacedListeners.push(listener);
    },
    replaced() {
      for (const listener of replacedListeners) listener();
    },
    alone: lock.alone,
    isReady() {
      if (closed) return false;
      try {
        return sqlite.prepare('SELECT 1 AS ok').get() !== undefined;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await queue;
      await db.destroy();
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
