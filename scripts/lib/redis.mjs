// A Redis for servers started by these scripts: Debian's redis-server on 127.0.0.1, nothing
// written to disk (what it holds, limits' counts and messages between servers, lives an hour at
// most and is worth nothing after a restart).
import { spawn, spawnSync } from 'node:child_process';

import { freePort } from './ports.mjs';

const READY_TIMEOUT_MS = 10_000;
export const INSTALL_REDIS = 'redis-server is not installed: apt-get install redis-server';

/** Whether `redis-server` can be run here. */
export function hasRedisServer() {
  return !spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).error;
}

/**
 * redis-server on a free port, once it accepts connections. Returns its `url`, the `child`
 * process (for whoever tracks processes) and `stop()`, which sends SIGTERM and waits for the exit.
 */
export async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    // Its own process group: Ctrl-C in the terminal stops the script, which stops Redis last,
    // once the servers that use it are gone.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let output = '';
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server was not ready in time:\n${output}`)),
        READY_TIMEOUT_MS,
      );
      child.on('error', (error) =>
        reject(new Error(error.code === 'ENOENT' ? INSTALL_REDIS : `redis-server: ${error.message}`)),
      );
      child.on('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr.on('data', (chunk) => (output += chunk));
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  // Drained, so a chatty log never fills the pipe and stalls it.
  child.stdout.resume();
  child.stderr.resume();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
