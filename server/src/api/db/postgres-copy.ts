import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';

import type { Trx } from './database-types';
import { migrateToLatest } from './migrations';
import type { DB } from './schema';

/** Values bound in one INSERT (PostgreSQL takes at most 65,535 parameters a statement). */
const VALUES_PER_INSERT = 30_000;

/** PostgreSQL refused a backup's rows (a value of the wrong type, a broken reference). */
export class RowsRefusedError extends Error {
  constructor(table: string, cause: unknown) {
    super(`The backup's rows of ${table} do not fit this database: ${(cause as Error).message}`, { cause });
    this.name = 'RowsRefusedError';
  }
}

/** A data exception (class 22) or an integrity constraint violation (class 23). */
const isRefusal = (error: unknown) => /^2[23]/.test(String((error as { code?: unknown }).code));

/** The site's tables in a SQLite file: all but SQLite's own and the migrations' bookkeeping. */
function tablesOf(file: SQLite.Database): string[] {
  const rows = file
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name",
    )
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

function columnsOf(file: SQLite.Database, table: string): string[] {
  return (file.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map(
    (column) => column.name,
  );
}

/** `tables` ordered so that each comes after the tables it references. */
function referenceOrder(file: SQLite.Database, tables: string[]): string[] {
  const parentsOf = file.prepare('SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(?)');
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table) || !tables.includes(table)) return;
    seen.add(table);
    for (const { parent } of parentsOf.all(table) as { parent: string }[]) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Database.snapshotTo on PostgreSQL: every table read in one repeatable-read transaction (one
 * moment, whatever commits meanwhile) into a new SQLite file migrated to this build's schema, the
 * same file a SQLite site's backup holds.
 */
export async function copyIntoSqliteFile(db: Kysely<DB>, file: string): Promise<void> {
  const created = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
  await migrateToLatest(created);
  await created.destroy();
  const target = new SQLite(file);
  // Tables are copied in name order, not references' order.
  target.pragma('foreign_keys = OFF');
  try {
    await db
      .withoutPlugins()
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        for (const table of tablesOf(target)) {
          const columns = columnsOf(target, table);
          const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(
            columns.map((column) => sql.ref(column)),
          )} FROM ${sql.table(table)}`.execute(trx);
          const insert = target.prepare(
            `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          );
          target.transaction(() => {
            // A migration may have written defaults of its own: the copy is what PostgreSQL holds.
            target.prepare(`DELETE FROM ${quote(table)}`).run();
            for (const row of rows) insert.run(columns.map((column) => row[column]));
          })();
        }
      });
  } finally {
    target.close();
  }
}

/**
 * Database.replaceAllFrom on PostgreSQL, inside the caller's transaction: the tables' rows are
 * deleted (those that reference others first), the file's inserted (referenced tables first), and
 * each table's id numbering moved past the ids it now holds.
 */
export async function replaceFromSqliteFileOnPostgres(
  trx: Trx,
  file: string,
  keep: readonly string[],
): Promise<void> {
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  const raw = trx.withoutPlugins();
  try {
    const tables = referenceOrder(
      source,
      tablesOf(source).filter((table) => !keep.includes(table)),
    );
    for (const table of [...tables].reverse()) await sql`DELETE FROM ${sql.table(table)}`.execute(raw);
    for (const table of tables) {
      const columns = columnsOf(source, table);
      const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / columns.length));
      const insert = async (rows: unknown[][]) => {
        try {
          await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
            VALUES ${sql.join(rows.map((row) => sql`(${sql.join(row)})`))}`.execute(raw);
        } catch (error) {
          throw isRefusal(error) ? new RowsRefusedError(table, error) : error;
        }
      };
      let rows: unknown[][] = [];
      const read = source.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`).raw();
      for (const row of read.iterate() as Iterable<unknown[]>) {
        rows.push(row);
        if (rows.length === perInsert) {
          await insert(rows);
          rows = [];
        }
      }
      if (rows.length > 0) await insert(rows);
    }
    const numbered = await sql<{ table: string }>`
      SELECT table_name AS "table" FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'`.execute(raw);
    for (const { table } of numbered.rows.filter((row) => tables.includes(row.table)))
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE(MAX(id), 0) + 1, false)
        FROM ${sql.table(table)}`.execute(raw);
  } finally {
    source.close();
  }
}
