import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { portOf, runServer, type ServerProcess } from './server-process';

const CLIENT_DIST = fileURLToPath(new URL('../../../client/dist/', import.meta.url));
const SERVER_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
/** They start in turn (the first seeds the demo content): on a busy machine that takes a while. */
const START_TIMEOUT_MS = 90_000;

export interface Replica {
  origin: string;
  process: ServerProcess;
}

/**
 * `count` built servers (as `pnpm serve` runs them) on one DATA_DIR and one Redis, started
 * together: they take turns through start-up. Each answers on its own port,
 * so a test plays the load balancer and chooses which replica each request goes to. They trust
 * the loopback proxy, so each test speaks for its own visitors by X-Forwarded-For.
 */
export async function startReplicas(count: number, vars: Record<string, string>): Promise<Replica[]> {
  if (!existsSync(`${CLIENT_DIST}.ssr/entry-server.js`) || !existsSync(SERVER_MAIN))
    throw new Error('no build of the client and the server: run `pnpm build` before these tests');
  const processes = Array.from({ length: count }, () =>
    runServer('built', { PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: 'loopback', ...vars }),
  );
  try {
    const ports = await Promise.all(processes.map((running) => portOf(running, START_TIMEOUT_MS)));
    return ports.map((port, index) => ({ origin: `http://127.0.0.1:${port}`, process: processes[index]! }));
  } catch (error) {
    await stopReplicas(processes);
    throw error;
  }
}

export async function stopReplicas(processes: ServerProcess[]): Promise<void> {
  await Promise.all(
    processes.map(async (running) => {
      if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGTERM');
      await running.exited;
    }),
  );
}

/** A browser's anti-forgery cookies and header, from a page of any replica: valid on every one. */
export async function antiForgery(origin: string): Promise<Record<string, string>> {
  const page = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
  const cookies = page.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const token = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  await page.body?.cancel();
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token) };
}
