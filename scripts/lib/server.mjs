// Starts the built server as a child process on a free 127.0.0.1 port, with its own data dir.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';

import { CLIENT_DIST, ROOT, SERVER_MAIN } from './build.mjs';
import { freePort } from './ports.mjs';
import { run, tempDir, track } from './processes.mjs';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

let snapshot;

/**
 * A copy of client/dist taken once per script run, which every server started here serves:
 * someone rebuilding the client meanwhile would otherwise turn the hashed chunks into 404s.
 */
export function clientSnapshot() {
  if (!snapshot) {
    snapshot = tempDir('client');
    cpSync(CLIENT_DIST, snapshot, { recursive: true });
  }
  return snapshot;
}

/**
 * The built server (server/dist/main.js) with `env` added, once /readyz answers 200.
 * Returns its base URL, its pid and `stop()`, which sends SIGTERM (graceful) and waits for the exit.
 */
export async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      // Errors only: Lighthouse's probes (robots.txt) and 404s would bury the results.
      LOG_LEVEL: 'error',
      // A set password keeps the first start from printing a generated one; nobody signs in here.
      ADMIN_PASSWORD: randomBytes(16).toString('hex'),
      CLIENT_DIR: clientSnapshot(),
      // Whatever the caller's shell says, an embedded API with demo content unless asked otherwise.
      API_TARGET: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      // No load balancer to tell: stop() is over as soon as requests in flight are.
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const exited = track(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${READY_TIMEOUT_MS} ms`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    /** The server's process id: what it costs (CPU time, memory) is read from /proc. */
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A data dir holding the demo content and `cakes` more cakes: the first start runs the
 * migrations and the demo seed, then server/scripts/seed-cakes.ts adds the rest while the
 * server is stopped (SQLite has one writer).
 */
export async function seededDataDir(cakes, env = {}) {
  const dataDir = tempDir('data');
  // `env` reaches the first start, which creates the administrator (ADMIN_PASSWORD).
  const first = await startServer({ DATA_DIR: dataDir, ...env });
  await first.stop();
  if (cakes > 0) {
    await run('pnpm', [
      '--filter',
      '@cakeshop/server',
      'exec',
      'tsx',
      'scripts/seed-cakes.ts',
      dataDir,
      String(cakes),
    ]);
  }
  return dataDir;
}
