import { existsSync } from 'node:fs';

import { defineConfig } from '@playwright/test';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs
 * headless by default): the same Blink and V8 as the browser for a fifth less CPU. Where it is
 * not installed, the full browser at CHROMIUM_PATH.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL)
  ? HEADLESS_SHELL
  : process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Each worker starts its own built server with its own database (e2e/support/test.ts), so
 * workers never share state they change. The suite is meant to pass the same way on a machine
 * busy with other work, so the time limits leave room for a slow CPU; no test waits a fixed time.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry in CI only: a flaky pass is still reported as flaky in the list, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Several people may run the suite in one checkout: each run can keep its own folders.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR || 'playwright-report' }],
  ],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  use: {
    headless: true,
    // A test that failed once is traced when it runs again (CI retries it once; elsewhere
    // `--retries=1`, or `--trace on`): every action with the page's DOM before and after it.
    // Tracing every test to keep the failures' traces cost a tenth of the suite's CPU, filming
    // every test a quarter.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM,
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
});
