import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from './server';

const PRISM = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'prism');
const READY_TIMEOUT_MS = 60_000;

export interface MockBackend {
  url: string;
  stop(): Promise<void>;
}

/**
 * A backend we did not write: Stoplight Prism's mock server (`prism mock`), on loopback,
 * answering every endpoint of our own OpenAPI document with what the document allows.
 */
export async function startPrism(documentUrl: string): Promise<MockBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'cakeshop-prism-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, await (await fetch(documentUrl)).text());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(PRISM, ['mock', '--host', '127.0.0.1', '--port', String(port), file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    const ready = await fetch(`${url}/api/Home/GetHomeData`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`prism mock did not answer at ${url} within ${READY_TIMEOUT_MS} ms`);
}
