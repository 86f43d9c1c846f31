import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { endpointList, pages } from '@cakeshop/shared';
import type { PageName, PageRoute } from '@cakeshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tempDir } from './helpers';
import { BOUNDARY, MULTIPART_TYPE } from './support/multipart';
import { antiForgery, stopReplicas } from './support/replicas';
import { portOf, runServer, type ServerProcess } from './support/server-process';

/**
 * Nested arrays and objects, 10 to 100,000 deep, sent to every JSON row of the endpoint table
 * (signed in as the owner, so each body is read) and to every page form, on the built server
 * itself and through a second one in proxy mode in front of it: each answer a 4xx, and both
 * processes alive and answering after each.
 */
const CLIENT_DIST = fileURLToPath(new URL('../../client/dist/', import.meta.url));
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'correct horse battery staple';
const DEPTHS = [10, 100, 1_000, 10_000, 100_000];

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A field name nested as a form parser that nests names would read it (`a[a][a]…`). */
const nestedName = (depth: number) => `a${'[a]'.repeat(depth)}`;

interface Server {
  name: string;
  origin: string;
  process: ServerProcess;
  /** The anti-forgery cookies and header of this server, and the owner's bearer token. */
  headers: Record<string, string>;
}

let embedded: Server;
let proxy: Server;

async function signedIn(origin: string): Promise<Record<string, string>> {
  const headers = await antiForgery(origin);
  const login = await fetch(`${origin}/api/Auth/Login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return { ...headers, authorization: `Bearer ${token}` };
}

async function start(name: string, vars: Record<string, string>): Promise<Server> {
  const running = runServer('built', {
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    REQUESTS_PER_HOUR: '100000',
    DATA_DIR: tempDir(`fuzz-${name}`),
    ...vars,
  });
  const origin = `http://127.0.0.1:${await portOf(running)}`;
  return { name, origin, process: running, headers: await signedIn(origin) };
}

beforeAll(async () => {
  if (!existsSync(`${CLIENT_DIST}.ssr/entry-server.js`))
    throw new Error('no build of the client and the server: run `pnpm build` before these tests');
  embedded = await start('embedded', {});
  proxy = await start('proxy', { API_TARGET: embedded.origin });
}, 90_000);

afterAll(() => stopReplicas([embedded, proxy].filter(Boolean).map((server) => server.process)));

/** Both processes still run and answer. */
async function alive(): Promise<void> {
  for (const server of [embedded, proxy]) {
    expect(server.process.child.exitCode, `${server.name} exited`).toBeNull();
    expect((await fetch(`${server.origin}/healthz`)).status, `${server.name} /healthz`).toBe(200);
  }
}

/** What both processes logged beyond info, to say why a request got no answer. */
const troubles = () =>
  [embedded, proxy]
    .map((server) => {
      const lines = `${server.process.stdout()}\n${server.process.stderr()}`
        .split('\n')
        .filter((line) => line !== '' && !line.includes('"level":30'));
      return `${server.name} (exit ${server.process.child.exitCode}):\n${lines.slice(-15).join('\n')}`;
    })
    .join('\n');

const reset = (error: unknown) =>
  error instanceof Error &&
  error.cause instanceof Error &&
  'code' in error.cause &&
  error.cause.code === 'ECONNRESET';

async function send(server: Server, path: string, method: string, type: string, body: string | Buffer) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { ...server.headers, 'content-type': type, accept: 'text/html, application/json' },
    body: new Uint8Array(Buffer.from(body)),
    // An answer that never comes fails here, naming the request, not as the whole test's timeout.
    signal: AbortSignal.timeout(20_000),
  });
  await response.arrayBuffer();
  return response.status;
}

async function statusOf(server: Server, path: string, method: string, type: string, body: string | Buffer) {
  try {
    try {
      return await send(server, path, method, type, body);
    } catch (error) {
      // A server may refuse a large body before reading it and close the connection; on a busy
      // machine the close can reach the client while it still sends, as a reset instead of the
      // answer. The same request is sent once more, and must then be answered.
      if (!reset(error)) throw error;
      return await send(server, path, method, type, body);
    }
  } catch (error) {
    throw new Error(
      `${method} ${path} on ${server.name} (${body.length} bytes) got no answer\n${troubles()}`,
      {
        cause: error,
      },
    );
  }
}

const JSON_ROWS = endpointList.filter((row) => row.input === 'json');
const PAGE_FORMS = (Object.keys(pages) as PageName[]).flatMap((name) => {
  const route: PageRoute = pages[name];
  return route.form ? [{ name, path: route.path.replace(':id', '1'), form: route.form }] : [];
});

describe('nested bodies, 10 to 100,000 deep', { timeout: 120_000 }, () => {
  it('when every JSON row of the endpoint table gets them, on the embedded API and through the proxy, then each is a 4xx and both servers live', async () => {
    expect(JSON_ROWS.length).toBeGreaterThan(25);
    for (const server of [embedded, proxy])
      for (const row of JSON_ROWS)
        for (const depth of DEPTHS)
          for (const body of [arrays(depth), objects(depth)]) {
            const status = await statusOf(server, row.path, row.method, 'application/json', body);
            expect([server.name, row.name, depth, status >= 400 && status < 500]).toEqual([
              server.name,
              row.name,
              depth,
              true,
            ]);
            await alive();
          }
  });

  it('when every page form gets them as its fields, as names that nest and as JSON, then each is a 4xx and both servers live', async () => {
    expect(PAGE_FORMS.map((form) => form.name)).toContain('customCake');
    for (const server of [embedded, proxy])
      for (const page of PAGE_FORMS)
        for (const depth of DEPTHS) {
          const token = encodeURIComponent(decodeURIComponent(server.headers['x-xsrf-token'] ?? ''));
          const sent: [string, string | Buffer][] = [
            ['application/x-www-form-urlencoded', `_csrf=${token}&${nestedName(depth)}=${arrays(depth)}`],
            ['application/json', objects(depth)],
          ];
          if (page.form === 'pictures')
            sent.push([
              MULTIPART_TYPE,
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${decodeURIComponent(token)}\r\n` +
                `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${nestedName(depth)}"\r\n\r\n` +
                `${arrays(depth)}\r\n--${BOUNDARY}--\r\n`,
            ]);
          for (const [type, body] of sent) {
            const status = await statusOf(server, page.path, 'POST', type, body);
            expect([server.name, page.path, depth, type, status, status >= 400 && status < 500]).toEqual([
              server.name,
              page.path,
              depth,
              type,
              status,
              true,
            ]);
            await alive();
          }
        }
  });
});
