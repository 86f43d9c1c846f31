import { defineConfig } from 'vitest/config';

import base from './vitest.config';

/**
 * The API's tests again, on PostgreSQL (DATABASE_URL): a throwaway cluster the global setup
 * starts, and for each API a test starts a new database, copied from one the setup migrated once
 * (test/support/database.ts). Left out: tests
 * of the SQLite file itself (its lock, its backup, what a test reads straight from it). Beside
 * them, the tests only this pass runs (`*.postgres.test.ts`, which the SQLite pass leaves out):
 * the upgrade of a PostgreSQL site, and the tests of the support itself.
 */
export default defineConfig({
  test: {
    ...base.test,
    include: ['src/api/**/*.test.ts', 'test/**/*.postgres.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['test/support/postgres-setup.ts'],
  },
});
