import { beforeAll, describe, expect, it } from 'vitest';

import { startFailingHalfWay } from './failed-migration';
import type { FailedStart } from './failed-migration';
import { copyDataDir, expectationsOf } from './fixture';
import { restoredFrom, startedOn } from './open-site';
import { checkUpgradedSite } from './upgraded-site';

/**
 * Sites made by the version before the money and delivery work (scripts/make-upgrade-fixtures.mjs),
 * on SQLite: its data dir upgraded in place, and backups restored onto new sites. The PostgreSQL
 * site's own database is upgraded in upgrade.postgres.test.ts.
 */

describe('a SQLite site of the earlier version, started on today’s server', () => {
  checkUpgradedSite(
    'sqlite-aed',
    (expected) => startedOn(expected, { dataDir: copyDataDir('sqlite-aed'), databaseUrl: undefined }),
    { sameDataDir: true },
  );
});

describe('the SQLite site’s backup, restored onto a new SQLite site', () => {
  checkUpgradedSite('sqlite-aed', (expected) => restoredFrom('sqlite-aed', expected), { sameDataDir: false });
});

describe('the PostgreSQL site’s backup (Kuwaiti dinars), restored onto a new SQLite site', () => {
  checkUpgradedSite('postgres-kwd', (expected) => restoredFrom('postgres-kwd', expected), {
    sameDataDir: false,
  });
});

describe('a migration that fails half-way on a SQLite site', () => {
  let start: FailedStart;
  beforeAll(async () => {
    const dataDir = copyDataDir('sqlite-aed');
    start = await startFailingHalfWay(expectationsOf('sqlite-aed'), 'sqlite', {
      dataDir,
      databaseUrl: undefined,
    });
  });

  it('when it fails, then start-up stops, naming the cause', () => {
    expect(start.error instanceof Error && start.error.message).toMatch(/lease_until/);
  });

  // Each migration runs in a transaction of its own on SQLite too (sqlite-database.ts).
  it('when it fails, then every row, column and migration record is as it was', () => {
    expect(start.after).toStrictEqual(start.before);
  });
});
