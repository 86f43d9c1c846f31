import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';

import { tempDir } from './helpers';
import { queryData, testDatabaseUrl } from './support/database';

/**
 * The tests' own connections to PostgreSQL (test/support/database.ts) outlive the server ending
 * one of them, as it does to every one when the cluster stops at the end of the run.
 */
let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client(inject('postgresServer'));
  await admin.connect();
});
afterAll(() => admin.end());

describe("the tests' connections to PostgreSQL", () => {
  it('when the server ends an idle connection of the pool a test reads through, then the next read opens another', async () => {
    const dataDir = tempDir('killed-pg');
    const database = new URL((await testDatabaseUrl(dataDir))!).pathname.slice(1);
    await queryData(dataDir, 'CREATE TABLE notes (id INTEGER)');
    const connections = async () =>
      (
        await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [database],
        )
      ).rows[0]!.n;
    expect(await connections()).toBe(1);

    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
    await vi.waitFor(async () => expect(await connections()).toBe(0));
    // The server's goodbye reached this process before the count did: one turn to read it.
    await new Promise((resolve) => setImmediate(resolve));

    expect(await queryData(dataDir, 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 0 }]);
    expect(await connections()).toBe(1);
  });
});
