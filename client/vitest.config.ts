import { availableParallelism } from 'node:os';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { responseShapesModule } from './response-shapes-plugin';

export default defineConfig({
  plugins: [react(), responseShapesModule()],
  test: {
    restoreMocks: true,
    // Most of a file's time is setting up and importing, much of it waiting on the disk: one
    // worker more than cores keeps the CPU busy (vitest's default is one fewer).
    maxWorkers: availableParallelism() + 1,
    // A DOM costs about a second and a half to set up per file, far more than most tests here
    // take: components (.test.tsx) get jsdom, plain logic (.test.ts) runs in Node, unless the
    // file asks for a DOM itself (`// @vitest-environment jsdom` on its first line).
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] },
      },
    ],
  },
});
