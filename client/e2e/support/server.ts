import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin';

const SERVER_MAIN = join(import.meta.dirname, '..', '..', '..', 'server', 'dist', 'main.js');
const READY_TIMEOUT_MS = 60_000;

export interface TestServer {
  baseURL: string;
  stop(): Promise<void>;
  /**
   * Moves the server's clock (a server started with `clock`): resolves once the server says it
   * has moved. What waits for a time (a scheduled draft) then looks again.
   */
  setClock?: (at: string) => Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (!address || typeof address === 'string') throw new Error('no port from the OS');
  return address.port;
}

async function waitUntilReady(baseURL: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${baseURL} was not ready within ${READY_TIMEOUT_MS} ms`);
}

/**
 * The built server with a database of its own, seeded with the demo content: one per Playwright
 * worker, so no test ever reads a list another worker is changing at the same moment.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { clock?: string } = {},
): Promise<TestServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cakeshop-e2e-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      // Every visitor of the suite is 127.0.0.1: the per-address hourly limit is the API tests' to check.
      REQUESTS_PER_HOUR: '1000',
      API_TARGET: '',
      SITE_URL: baseURL,
      NODE_ENV: 'production',
      // No load balancer to tell: a stopped test server goes at once.
      SHUTDOWN_DELAY_MS: '0',
      // The test's clock: the server takes it only under NODE_ENV=test (env.ts).
      ...(options.clock ? { NODE_ENV: 'test', TEST_CLOCK: options.clock } : {}),
      ...env,
    },
    stdio: [options.clock ? 'pipe' : 'ignore', options.clock ? 'pipe' : 'ignore', 'inherit'],
  });
  const lines = child.stdout ? createInterface({ input: child.stdout }) : undefined;
  try {
    await waitUntilReady(baseURL, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const setClock = async (at: string) => {
    if (!child.stdin || !lines) throw new Error('this server was started without a test clock');
    const moved = new Promise<void>((resolve) => {
      const heard = (line: string) => {
        if (!line.startsWith('clock ')) return;
        lines.off('line', heard);
        resolve();
      };
      lines.on('line', heard);
    });
    child.stdin.write(`clock ${at}\n`);
    await moved;
  };
  return {
    baseURL,
    ...(options.clock ? { setClock } : {}),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
