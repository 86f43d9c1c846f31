import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { afterAll } from 'vitest';

import { createApp, type CakeshopApp } from '../src/app';
import { loadEnv } from '../src/env';
import { createLogger } from '../src/logger';
import { TEST_HASH_COST } from './support/hash-cost';

/** A temporary directory removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `cakeshop-${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export const HASHED_ASSET = '/assets/app-3f9a1c.js';
export const PLAIN_ASSET = '/assets/logo-77aa01.svg';
/** Larger than the in-memory limit, so it is streamed from disk. */
export const LARGE_ASSET = '/assets/video-5b2e90.bin';
export const LARGE_ASSET_BYTES = Buffer.alloc(1536 * 1024, 7);
export const ASSET_SOURCE = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

/**
 * A miniature client build with the shape the real one has (index.html with the contract's
 * <html> tag, hashed assets with .br/.gz siblings, translations, the two area sheets), so BFF
 * tests never depend on building the client.
 */
export function makeClientDir(): string {
  const dir = tempDir('client');
  mkdirSync(join(dir, 'assets', 'i18n'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en" dir="ltr">\n<head><meta charset="utf-8"><title>Cakes</title>` +
      `<script type="module" src="${HASHED_ASSET}"></script></head>\n<body><div id="root"></div></body>\n</html>\n`,
  );
  const asset = Buffer.from(ASSET_SOURCE);
  writeFileSync(join(dir, HASHED_ASSET), asset);
  writeFileSync(join(dir, `${HASHED_ASSET}.br`), brotliCompressSync(asset));
  writeFileSync(join(dir, `${HASHED_ASSET}.gz`), gzipSync(asset));
  writeFileSync(join(dir, LARGE_ASSET), LARGE_ASSET_BYTES);
  writeFileSync(join(dir, PLAIN_ASSET), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'assets', 'i18n', 'en.json'), '{"hello":"Hello"}');
  writeFileSync(join(dir, 'assets', 'i18n', 'ar.json'), '{"hello":"مرحبا"}');
  writeFileSync(join(dir, 'admin.css'), 'body{color:#111}');
  writeFileSync(join(dir, 'public.css'), 'body{color:#222}');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  // A stand-in for the client's server renderer: these tests are about what the BFF serves
  // around it, so every public page is one small page (test/rendering.test.ts uses the real one).
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(
    join(dir, '.ssr', 'entry-server.js'),
    [
      'const page = (status) => ({ kind: "page", status, head: "<title>Stub</title>", body: "<main>Stub</main>" });',
      'export const createRenderer = () => ({',
      '  render: async ({ url }) => page(url.startsWith("/no-such") ? 404 : 200),',
      '  notice: async ({ kind }) => page(kind === "expired" ? 403 : 503),',
      '});',
      '',
    ].join('\n'),
  );
  return dir;
}

/** A BFF on its own temp DATA_DIR and fixture client, silent, closed after the file's tests. */
export async function startApp(vars: Record<string, string> = {}): Promise<CakeshopApp> {
  const env = loadEnv({
    DATA_DIR: tempDir('data'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'correct horse battery staple',
    ...vars,
  });
  const cakeshop = await createApp({
    env,
    clientDir: makeClientDir(),
    logger: createLogger('silent'),
    hashCost: TEST_HASH_COST,
  });
  afterAll(() => cakeshop.close());
  return cakeshop;
}

/** A BFF like `startApp`'s whose warnings (and worse) are kept as parsed log lines. */
export async function startLoggedApp(
  vars: Record<string, string> = {},
): Promise<{ cakeshop: CakeshopApp; logs: { msg: string; level: number }[] }> {
  const logs: { msg: string; level: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logs.push(JSON.parse(line) as { msg: string; level: number });
      }
      done();
    },
  });
  const env = loadEnv({
    DATA_DIR: tempDir('data'),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'correct horse battery staple',
    ...vars,
  });
  const cakeshop = await createApp({
    env,
    clientDir: makeClientDir(),
    logger: createLogger('warn', sink),
    hashCost: TEST_HASH_COST,
  });
  afterAll(() => cakeshop.close());
  return { cakeshop, logs };
}

/** Cookie pairs (`name=value`) from a response's Set-Cookie headers. */
export function cookiesOf(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(
    list.map((line) => {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );
}

export type StubHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Stub {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** A backend stand-in on port 0, for the proxy tests. */
export async function startStub(handler: StubHandler): Promise<Stub> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  afterAll(close);
  return { server, url: `http://127.0.0.1:${port}`, close };
}
