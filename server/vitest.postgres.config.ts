import { defineConfig } from 'vitest/config';

import base from './vitest.config';

/**
 * The API's tests again, on PostgreSQL (DATABASE_URL): a throwaway cluster the global setup
 * starts, a new database for each API a test starts (test/support/database.ts). Left out: tests
 * of the SQLite file itself (its lock, its backup, what a test reads straight from it). Beside
 * them, the tests only this pass runs (`*.postgres.test.ts`, which the SQLite pass leaves out).
 */
export default defineConfig({
  test: {
    ...base.test,
    include: ['src/api/**/*.test.ts', 'test/**/*.postgres.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['test/support/postgres-setup.ts'],
  },
});
