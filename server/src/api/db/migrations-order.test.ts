import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { MIGRATION_NAMES, migrateToLatest } from './migrations';

const sqlite = new SQLite(':memory:');
const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
afterAll(() => db.destroy());

describe('migrations that arrive out of their order', () => {
  it('when a data dir ran later-numbered migrations before an earlier-numbered one shipped, then the earlier one still runs', async () => {
    await migrateToLatest(db);
    // A data dir of a build that had every migration but the idempotency keys' one.
    sqlite.exec(`DROP TABLE idempotency_keys; DELETE FROM kysely_migration WHERE name = '0005_idempotency'`);
    expect(MIGRATION_NAMES.some((name) => name > '0005_idempotency')).toBe(true);

    await migrateToLatest(db);
    const ran = sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[];
    expect(ran.map((row) => row.name)).toEqual([...MIGRATION_NAMES]);
    expect(sqlite.prepare('SELECT count(*) AS n FROM idempotency_keys').get()).toEqual({ n: 0 });
  });
});
