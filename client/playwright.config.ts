import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2e/support/admin';

/**
 * A free port, asked of the OS once by the runner; workers load this config again and inherit the
 * value (and the data directory) through the environment, so everyone talks to the same server.
 */
const port =
  Number(process.env.E2E_PORT) ||
  Number(
    execFileSync(process.execPath, [
      '-e',
      "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
    ])
      .toString()
      .trim(),
  );
process.env.E2E_PORT = String(port);
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'cakeshop-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry in CI only: a flaky pass is still reported as flaky in the list, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Several people may run the suite in one checkout: each run can keep its own folders.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR || 'playwright-report' }],
  ],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every visitor of the suite is 127.0.0.1: the per-address hourly limit is the API tests' to check.
      REQUESTS_PER_HOUR: '1000',
    },
  },
});
