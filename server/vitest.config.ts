import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests that need PostgreSQL beside SQLite run in the PostgreSQL pass (vitest.postgres.config.ts).
    exclude: ['**/node_modules/**', '**/*.postgres.test.ts'],
    // better-sqlite3 and sharp are native addons: child processes (not worker threads) hold them.
    pool: 'forks',
    // A worker runs its files one after another in one process, modules loaded once: restarting it
    // for every file cost about a second of imports a file, a third of the suite. Every file starts
    // its own API on its own DATA_DIR and closes it; what a test changes in the process itself
    // (spies, stubbed env and globals) is undone after each test.
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // Many tests wait on child processes, sockets and timers: one worker more than cores keeps
    // the CPU busy (vitest's default is one fewer).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
