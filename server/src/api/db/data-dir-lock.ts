import path from 'node:path';

import SQLite from 'better-sqlite3';

const LOCK_FILE = 'server.lock';

/**
 * One process at a time on a DATA_DIR: the server holds an exclusive SQLite lock on a small file
 * beside the database for as long as it runs. The operating system drops the lock when the
 * process ends, even by a crash or kill -9, so there is never a stale lock to clear by hand; it
 * works across containers that share the volume.
 */
export interface DataDirLock {
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

/** Takes the lock, or throws DataDirBusyError at once when another process holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lock = new SQLite(path.join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // An exclusive transaction left open: nobody else can even read the file until it ends.
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY'))
      throw new DataDirBusyError(dataDir);
    throw error;
  }
  return { release: () => lock.close() };
}
