import type { BrowserContext, ConsoleMessage } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

import { startTestServer, type TestServer } from './server';

interface Fixtures {
  /**
   * Says which console errors this test expects (a 404 page logs the refused request, a wrong
   * password its 401): each pattern allows the messages it matches. Anything else fails the test.
   */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
}

interface WorkerFixtures {
  server: TestServer;
}

/** What the browser logs as an error: console.error calls, uncaught exceptions, failed loads. */
function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text();
}

const allowedByContext = new WeakMap<BrowserContext, RegExp[]>();

function allowedFor(context: BrowserContext): RegExp[] {
  let allowed = allowedByContext.get(context);
  if (!allowed) {
    allowed = [];
    allowedByContext.set(context, allowed);
  }
  return allowed;
}

/** Watches every page of the context, including those a test opens itself. */
function watchConsole(context: BrowserContext, allowed: RegExp[]): string[] {
  const problems: string[] = [];
  const report = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
  };
  context.on('console', (message) => {
    if (message.type() === 'error') report(describe(message));
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    report(`uncaught: ${error.stack ?? error.message}`);
  });
  return problems;
}

/**
 * Every browser test runs against its worker's own server (its own database), and fails on any
 * console error or uncaught exception it did not say it expects, the way Epic Stack's test set-up
 * does: a page that logs errors is not a working page, whatever it shows.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    async ({}, provide) => {
      const server = await startTestServer();
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.baseURL),
  allowConsoleErrors: async ({ context }, provide) => {
    await provide((...patterns) => allowedFor(context).push(...patterns));
  },
  context: async ({ context }, provide) => {
    const problems = watchConsole(context, allowedFor(context));
    await provide(context);
    expect(problems, 'unexpected console errors or uncaught exceptions').toEqual([]);
  },
});

export { expect };

/**
 * The message Chromium logs for a response with this status, for `path` when given (allow it
 * where a test expects it).
 */
export function failedLoad(status: number, path = ''): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `Failed to load resource: the server responded with a status of ${status}\\b.*${escaped}`,
  );
}
