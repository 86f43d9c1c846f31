import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * The real entry point as a child process, stdout and stderr piped: the TypeScript source
 * through tsx (as `pnpm dev` runs it) or the bundle `pnpm build` made (as `pnpm serve` does).
 * `inTerminal`: run in a pseudo-terminal, as a person at a terminal runs it (util-linux's
 * `script`, which Debian always installs), its output (stdout and stderr) read as `stdout`.
 */
export function runServer(
  entry: 'source' | 'built',
  vars: Record<string, string>,
  {
    nodeArgs = [],
    inTerminal = false,
  }: {
    /** Node's own options before the entry (`--import` of a module a test adds). */
    nodeArgs?: string[];
    /** Run under a pseudo-terminal (`script`), as a person starting it in a shell would. */
    inTerminal?: boolean;
  } = {},
): ServerProcess {
  const args = [...nodeArgs, ...(entry === 'source' ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'])];
  const [command, commandArgs] = inTerminal
    ? [
        'script',
        ['--quiet', '--flush', '--return', '--command', [process.execPath, ...args].join(' '), '/dev/null'],
      ]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: SERVER_DIR,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      // A test that is not about the drain's delay stops at once.
      SHUTDOWN_DELAY_MS: '0',
      ...vars,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** The port from the server's `listening` log line, once it has written it. */
export async function portOf(running: ServerProcess, timeoutMs = 30_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const line = running
      .stdout()
      .split('\n')
      .find((text) => text.includes('"msg":"listening'));
    if (line) return (JSON.parse(line) as { port: number }).port;
    if (running.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${running.stdout()}\n${running.stderr()}`);
}

/** Polls `condition` until it holds; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
