import fs from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';

const LOCK_FILE = 'server.lock';
const STARTUP_FILE = 'startup.lock';
/** A replica waits this long for another to finish a rare exclusive moment (its own start-up probe). */
const SHARED_WAIT_MS = 2_000;
/** Replicas starting together wait for each other's start-up (migrations, first run's seed) this long. */
const STARTUP_WAIT_MS = 120_000;

/**
 * One process at a time on a DATA_DIR: the server holds an exclusive SQLite lock on a small file
 * beside the database for as long as it runs. The operating system drops the lock when the
 * process ends, even by a crash or kill -9, so there is never a stale lock to clear by hand; it
 * works across containers that share the volume.
 *
 * Replicas (REDIS_URL) share the directory instead: each holds a shared lock on the same file, so
 * they run together while a backup or restore from the command line (exclusive) still cannot.
 */
export interface DataDirLock {
  /** No other server was using the directory when this one took it (its leftovers may go). */
  alone: boolean;
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(dataDir: string) {
    super(
      `Another process is using ${path.resolve(dataDir)} (a running server, or a backup or restore). ` +
        'Stop it first, or wait for it to finish.',
    );
    this.name = 'DataDirBusyError';
  }
}

const isBusy = (error: unknown) =>
  error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY');

/** Takes the lock, or throws DataDirBusyError at once when another process holds it. */
export function lockDataDir(dataDir: string, shared = false): DataDirLock {
  const lock = new SQLite(path.join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    if (shared) return shareLock(lock);
    lock.pragma('locking_mode = EXCLUSIVE');
    // An exclusive transaction left open: nobody else can even read the file until it ends.
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (isBusy(error)) throw new DataDirBusyError(dataDir);
    throw error;
  }
  return { alone: true, release: () => lock.close() };
}

/** A read transaction left open holds a shared lock: other replicas read too, nobody takes it whole. */
function shareLock(lock: SQLite.Database): DataDirLock {
  let alone = true;
  try {
    lock.exec('BEGIN EXCLUSIVE');
    lock.exec('ROLLBACK');
  } catch (error) {
    if (!isBusy(error)) throw error;
    alone = false;
  }
  lock.pragma(`busy_timeout = ${SHARED_WAIT_MS}`);
  lock.exec('BEGIN');
  lock.prepare('SELECT count(*) FROM sqlite_master').get();
  return { alone, release: () => lock.close() };
}

/**
 * Replicas starting together take turns through their start-up (migrations, the first
 * administrator, the demo content, the JWT secret): the first does it, the next find it done.
 * Waits for the turn (an exclusive lock on its own file); `release` hands it on.
 */
export function startupTurn(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const turn = new SQLite(path.join(dataDir, STARTUP_FILE), { timeout: STARTUP_WAIT_MS });
  try {
    turn.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    turn.close();
    throw error;
  }
  return { release: () => turn.close() };
}
