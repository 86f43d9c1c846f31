import { createServer, type RequestListener } from 'node:http';
import { existsSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../src/app';
import { loadEnv } from '../src/env';
import { createLogger } from '../src/logger';
import { startApp, startStub, tempDir } from './helpers';
import { TEST_HASH_COST } from './support/hash-cost';

/**
 * Odd request targets, sent byte for byte (no client library normalises them first). Whatever
 * arrives, the answer is never a 5xx: only the server's own faults may be, and it has none here.
 */
const ODD_PATHS = [
  '//',
  '///',
  '//cakes',
  '/cakes//1',
  '/cakes/1/',
  '/%',
  '/%E0%A4%A',
  '/%zz',
  '/%00',
  '/cakes/%00',
  '/..%2f',
  '/..%2F..%2Fpackage.json',
  '/%2e%2e/%2e%2e/',
  '/./cakes/../courses',
  '/\\',
  '/.env',
  '/' + 'a'.repeat(6000),
  '/cakes/' + '9'.repeat(400),
  '/courses/-1',
  '/cakes/1e3',
  '/كعك',
  '/%D9%83%D8%B9%D9%83',
  '/?lang=%',
  '/?lang=ar&lang=en',
  '/?lang[]=ar',
  '/cakes?pageNume=%',
  '/dashboard/%',
  '/account/login?redirect=//evil.example',
  '/assets/%',
  '/assets/..%2f..%2fpackage.json',
  '/admin.css/..',
  '/robots.txt/',
  '/sitemap.xml?%',
  '/api',
  '/api/',
  '/api//',
  '/api/%',
  '/api//Cake/GetCakes',
  '/api/Cake/GetCakeById?Id=%',
  '/api/Cake/GetCakeById?Id[]=1',
  '/api/media/%2e%2e%2fjwt-secret',
  '/api/media/..%2f..%2fcakeshop.db',
  '/api/media/%',
  'http://evil.example/cakes',
  'http://evil.example/api/Cake/GetCakes',
  '*',
];
const METHODS = ['GET', 'HEAD', 'POST'];

interface Target {
  port: number;
}

/** One request over a raw socket; resolves with the status code, or 0 if the server only hung up. */
function send(port: number, method: string, target: string, accept = 'text/html'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let head = '';
    socket.setTimeout(20_000, () => {
      socket.destroy();
      reject(new Error(`${method} ${target}: no answer`));
    });
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(0));
    const body = method === 'POST' ? '{}' : '';
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        Buffer.from(target, 'utf8'), // raw UTF-8 bytes, as a careless client sends them
        Buffer.from(
          ` HTTP/1.1\r\nHost: localhost\r\nAccept: ${accept}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        ),
      ]),
    );
  });
}

async function listen(app: RequestListener): Promise<Target> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port };
}

/** Path-ish text: slashes, dots, escapes (valid, broken, encoded separators), letters, Arabic. */
const pathPiece = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '.',
    '..',
    '%',
    '%2f',
    '%2F',
    '%5c',
    '%00',
    '%E0%A4%A',
    '%D9%83',
    '?',
    '&',
    '=',
    '#',
  ),
  fc.constantFrom('cakes', 'courses', 'api', 'Cake', 'GetCakes', 'dashboard', 'assets', 'media', 'lang'),
  fc.constantFrom('كعك', 'é', '\u00ff', '~', '*', ';', ',', '+', '@', '!', '$', "'", '(', ')'),
  fc.integer({ min: -5, max: 10_000_000 }).map(String),
);
const fuzzedPath = fc
  .array(pathPiece, { minLength: 0, maxLength: 12 })
  .map((pieces) => `/${pieces.join('')}`);

function describeMode(name: string, start: () => Promise<Target>): void {
  describe(`odd request paths (${name})`, () => {
    let target: Target;
    beforeAll(async () => {
      target = await start();
    });

    it.each(METHODS)('when %s asks for odd paths, then no answer is a 5xx', async (method) => {
      const failures: string[] = [];
      for (const path of ODD_PATHS) {
        for (const accept of ['text/html', 'application/json']) {
          const status = await send(target.port, method, path, accept);
          if (status >= 500 || status === 0)
            failures.push(`${method} ${path.slice(0, 80)} (${accept}) → ${status}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('when random path-like targets arrive, then no answer is a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(fuzzedPath, fc.constantFrom(...METHODS), async (path, method) => {
          const status = await send(target.port, method, path);
          expect(status, `${method} ${path}`).toBeGreaterThan(0);
          expect(status, `${method} ${path}`).toBeLessThan(500);
        }),
        { numRuns: 150 },
      );
    });

    it('after all that, the server is still up', async () => {
      expect(await send(target.port, 'GET', '/healthz', 'application/json')).toBe(200);
    });
  });
}

describeMode('embedded API', async () => listen((await startApp()).app));

/** The app with the real client build (`pnpm build`), so pages go through the server renderer. */
async function startBuiltApp(): Promise<Target> {
  const clientDir = fileURLToPath(new URL('../../client/dist/', import.meta.url));
  if (!existsSync(join(clientDir, '.ssr', 'entry-server.js'))) {
    throw new Error('client/dist has no server renderer: run `pnpm build` before these tests');
  }
  const env = loadEnv({
    DATA_DIR: tempDir('fuzz'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'correct horse battery staple',
  });
  const cakeshop = await createApp({
    env,
    clientDir,
    logger: createLogger('silent'),
    hashCost: TEST_HASH_COST,
  });
  afterAll(() => cakeshop.close());
  return listen(cakeshop.app);
}

describeMode('server-rendered pages of the real client build', startBuiltApp);

describe('a path that starts like an address on another host', () => {
  let port = 0;
  beforeAll(async () => {
    ({ port } = await startBuiltApp());
  });

  it('when //other.example/cakes is asked for, then it is a path of this site that no page has (404)', async () => {
    expect(await send(port, 'GET', '/cakes')).toBe(200);
    expect(await send(port, 'GET', '//other.example/cakes')).toBe(404);
  });
});

describeMode('proxied backend', async () => {
  const backend = await startStub((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"items":[],"totalCount":0}');
  });
  return listen((await startApp({ API_TARGET: backend.url })).app);
});
