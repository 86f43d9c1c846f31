import { execFileSync } from 'node:child_process';

import { beforeAll, describe, expect, it } from 'vitest';

import { postgresProgram } from '../../../scripts/lib/postgres.mjs';
import { testDatabaseUrl } from '../support/database';
import { startFailingHalfWay } from './failed-migration';
import type { FailedStart } from './failed-migration';
import { copyDataDir, expectationsOf, fixtureFile } from './fixture';
import { restoredFrom, startedOn } from './open-site';
import { checkUpgradedSite } from './upgraded-site';

/**
 * Only in the PostgreSQL pass (vitest.postgres.config.ts): the PostgreSQL site of the version
 * before the money and delivery work, its database loaded from the pg_dump that version's
 * database gave, upgraded in place; and both sites' backups restored onto new PostgreSQL sites.
 */

/** The fixture's DATA_DIR (its pictures and secret) and its database, loaded from the dump. */
async function postgresSite(): Promise<{ dataDir: string; databaseUrl: string }> {
  const dataDir = copyDataDir('postgres-kwd');
  const databaseUrl = (await testDatabaseUrl(dataDir))!;
  execFileSync(postgresProgram('psql'), [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    `--dbname=${databaseUrl}`,
    `--file=${fixtureFile('postgres-kwd', 'dump.sql')}`,
  ]);
  return { dataDir, databaseUrl };
}

describe('a PostgreSQL site of the earlier version, started on today’s server', () => {
  checkUpgradedSite('postgres-kwd', async (expected) => startedOn(expected, await postgresSite()), {
    sameDataDir: true,
  });
});

describe('the PostgreSQL site’s backup, restored onto a new PostgreSQL site', () => {
  checkUpgradedSite('postgres-kwd', (expected) => restoredFrom('postgres-kwd', expected), {
    sameDataDir: false,
  });
});

describe('the SQLite site’s backup (dirhams), restored onto a new PostgreSQL site', () => {
  checkUpgradedSite('sqlite-aed', (expected) => restoredFrom('sqlite-aed', expected), { sameDataDir: false });
});

describe('a migration that fails half-way on a PostgreSQL site', () => {
  let start: FailedStart;
  beforeAll(async () => {
    start = await startFailingHalfWay(expectationsOf('postgres-kwd'), 'postgres', await postgresSite());
  });

  it('when it fails, then start-up stops, naming the cause', () => {
    expect(start.error instanceof Error && start.error.message).toMatch(/lease_until/);
  });

  it('when it fails, then every row, column and migration record is as it was', () => {
    expect(start.after).toStrictEqual(start.before);
  });
});
