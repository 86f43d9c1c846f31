import type { Kysely, Transaction } from 'kysely';

import type { DB } from './schema';

/*
 * The database's types, apart from database.ts, which opens one: the two databases' own files
 * name these without importing the file that imports them.
 */

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

/** What each database opens: all of a Database but the DATA_DIR lock, which openDatabase holds. */
export type OpenedDatabase = Omit<Database, 'alone'>;
