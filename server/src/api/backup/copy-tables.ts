import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Replaces every row of every table with those of another database file of the same schema, in
 * one transaction on the live connection: readers see the old rows or the new, never a mix, and
 * a failure leaves the old. Foreign keys are off while it runs, so deleting a user does not
 * cascade into sessions already copied; the copy was checked for broken references beforehand.
 * Tables named in `keep` keep their live rows. `alsoInside` runs in the same transaction, after
 * the copy (the restore's activity row). Call it in the write queue: nothing else may write meanwhile.
 */
export async function copyTables(
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
