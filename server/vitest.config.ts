import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    // better-sqlite3 and sharp are native addons: separate processes keep them apart per file.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
