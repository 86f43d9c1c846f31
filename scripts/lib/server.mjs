// Starts the built server as a child process on a free 127.0.0.1 port, and makes sure every
// process a script started is stopped again: on success, on error and on Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT, SERVER_MAIN } from './build.mjs';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const children = new Set();
const tempDirs = new Set();

// A last resort for a crash or an early exit: nothing is left running or lying around.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130);
  });
}

/** A fresh directory under the system's temp dir, removed when the script ends. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `cakeshop-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

/** A port the OS has just handed out; the short gap before the server takes it is acceptable here. */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Runs a command to completion (output shown), rejecting on a non-zero exit. */
export async function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  children.add(child);
  const [code] = await once(child, 'exit');
  children.delete(child);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/**
 * The built server (server/dist/main.js) with `env` added, once /readyz answers 200.
 * Returns its base URL and `stop()`, which sends SIGTERM (graceful) and waits for the exit.
 */
export async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit').then(([code]) => {
    children.delete(child);
    return code;
  });

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
export async function seededDataDir(cakes) {
  const dataDir = tempDir('data');
  // A set password keeps the server from printing a generated one; nobody signs in here.
  const first = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: randomBytes(16).toString('hex') });
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
