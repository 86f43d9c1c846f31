// Every process and temp dir a script creates is registered here, so that nothing is left
// running or lying around: on success, on error and on Ctrl-C.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT } from './build.mjs';

const children = new Set();
const tempDirs = new Set();

// A last resort for a crash or an early exit.
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
  const dir = mkdtempSync(join(tmpdir(), `cakeshop-scripts-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

/** Registers a child process to be killed if the script ends early; resolves with its exit code. */
export function track(child) {
  children.add(child);
  return once(child, 'exit').then(([code]) => {
    children.delete(child);
    return code;
  });
}

/** Runs a command to completion (output shown), rejecting on a non-zero exit. */
export async function run(command, args, options = {}) {
  const code = await track(spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options }));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}
