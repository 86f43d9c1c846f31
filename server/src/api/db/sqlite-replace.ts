import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { Trx } from './database-types';
import type { DB } from './schema';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Database.replaceAllFrom on SQLite: the file is attached to the live connection and copied over
 * in one transaction. Foreign keys are off while it runs, so deleting a user does not cascade
 * into sessions already copied. Call it in the write queue: nothing else may write meanwhile.
 */
export async function replaceFromSqliteFile(
  db: Kysely<DB>,
  file: string,
  keep: readonly string[],
  alsoInside: (trx: Trx) => Promise<void>,
): Promise<void> {
  await sql`ATTACH DATABASE ${file} AS restored`.execute(db);
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const tables = await sql<{ name: string }>`
        SELECT name FROM main.sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'
        ORDER BY name`.execute(trx);
      for (const { name } of tables.rows.filter((table) => !keep.includes(table.name))) {
        const columns = await sql<{
          name: string;
        }>`SELECT name FROM pragma_table_info(${name}, 'main')`.execute(trx);
        const list = columns.rows.map((column) => quote(column.name)).join(', ');
        await sql.raw(`DELETE FROM main.${quote(name)}`).execute(trx);
        await sql
          .raw(`INSERT INTO main.${quote(name)} (${list}) SELECT ${list} FROM restored.${quote(name)}`)
          .execute(trx);
      }
      await alsoInside(trx);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
    await sql`DETACH DATABASE restored`.execute(db);
  }
}
