import { spawn } from 'node:child_process';
import { once } from 'node:events';

import { freePort } from './mail';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real Redis (Debian's redis-server) on a free port (or `port`, to start one again where it
 * was), nothing saved to disk. `.ci/run` installs it; without it the tests that need it fail, saying so.
 */
export async function startRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.on('error', (error) =>
      reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)),
    );
    child.on('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  await ready;
  return {
    url: `redis://127.0.0.1:${port}/0`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
