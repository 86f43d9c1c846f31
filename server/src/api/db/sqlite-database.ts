import path from 'node:path';

import SQLite from 'better-sqlite3';
import { CamelCasePlugin, CompiledQuery, Kysely, SqliteAdapter, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, DialectAdapter, Driver, SqliteDialectConfig } from 'kysely';

import type { OpenedDatabase } from './database-types';
import { migrateToLatest } from './migrations';
import type { DB } from './schema';
import { replaceFromSqliteFile } from './sqlite-replace';
import { replacedSignal, writeQueue } from './write-queue';

/** The database's file in DATA_DIR. */
export const DB_FILE = 'cakeshop.sqlite';

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

/**
 * SQLite's schema changes are transactional (a rolled-back CREATE or ALTER leaves nothing), but
 * Kysely's adapter says they are not, so its migrator would run each migration outside any
 * transaction and a failure half-way would leave the steps before it. Said as it is, each
 * migration runs in a transaction of its own, with its record (migrations.ts).
 */
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateDriver(this.settings);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlAdapter();
  }
}

/** The database in `dataDir`'s SQLite file (created if missing), in WAL mode. */
export async function openSqlite(
  dataDir: string,
  onHookError: (error: unknown) => void,
): Promise<OpenedDatabase> {
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
    throw error;
  }

  const queue = writeQueue((work) => db.transaction().execute(work), onHookError);
  let closed = false;

  return {
    db,
    write: queue.write,
    exclusive: queue.exclusive,
    ...replacedSignal(),
    async snapshotTo(file) {
      await sqlite.backup(file);
    },
    replaceAllFrom: (file, keep, alsoInside) => replaceFromSqliteFile(db, file, keep, alsoInside),
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
      await queue.settled();
      await db.destroy();
    },
  };
}
