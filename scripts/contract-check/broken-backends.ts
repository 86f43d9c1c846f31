import { once } from 'node:events';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { endpointList } from '@cakeshop/shared';

/**
 * Deliberately broken backends, for tests only: each forwards to a real API and breaks the
 * contract in one way a backend team might, so that the checker and the BFF can be shown to
 * name (or survive) each mistake.
 */
export type BrokenKind =
  /** JSON keys in PascalCase (`NameEn`), as ASP.NET's default serialiser writes them. */
  | 'pascal-case'
  /** No `GET /api/FAQ/GetGetFAQs`: a bare 404. */
  | 'missing-endpoint'
  /** Every error answered with an HTML page (a framework's error screen), status kept. */
  | 'html-errors'
  /** `pageSize` ignored (always 10) and `pageNumber` counted from 0. */
  | 'wrong-paging'
  /** Prices sent as strings (`"12.50"`), as a decimal type serialised as text. */
  | 'string-numbers'
  /** Not broken: pictures named by paths outside /api (`/uploads/…`), served there. */
  | 'upload-paths'
  /** Not broken: the contract's first version, without the rows it marks optional (bare 404s). */
  | 'first-version'
  /** Not broken (the header is optional for backends): `Idempotency-Key` never reaches the API. */
  | 'no-idempotency-key';

export interface BrokenBackend {
  url: string;
  close(): Promise<void>;
}

const HTML_ERROR = (status: number) =>
  `<!DOCTYPE html><html><head><title>Error</title></head><body><h1>Server Error in '/' Application.</h1>
<p>HTTP ${status}</p><pre>System.NullReferenceException: Object reference not set to an instance of an object.
   at Bakery.Api.Controllers.CakeController.Get(Int32 id) in C:\\src\\Bakery.Api\\Controllers\\CakeController.cs:line 42</pre></body></html>`;

const SECOND_VERSION_PATHS = new Set(
  endpointList.filter((endpoint) => endpoint.optional).map((endpoint) => endpoint.path.toLowerCase()),
);

/** The bare 404 of a row this backend does not have. */
function isAbsent(kind: BrokenKind, path: string): boolean {
  const lower = path.toLowerCase();
  if (kind === 'missing-endpoint') return lower === '/api/faq/getgetfaqs';
  return kind === 'first-version' && SECOND_VERSION_PATHS.has(lower);
}

function transform(kind: BrokenKind, value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => transform(kind, item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [
        kind === 'pascal-case' ? name.charAt(0).toUpperCase() + name.slice(1) : name,
        transform(kind, inner, name),
      ]),
    );
  }
  if (kind === 'string-numbers' && key === 'price' && typeof value === 'number') return value.toFixed(2);
  if (kind === 'upload-paths' && typeof value === 'string' && (key === 'imageUrl' || key === 'imageSrcset'))
    return value.replaceAll('/api/media/', '/uploads/');
  return value;
}

function breakPaging(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('pageNumber' in body)) return body;
  const page = body as { pageNumber: number };
  return { ...page, pageNumber: page.pageNumber - 1 };
}

function upstreamUrl(kind: BrokenKind, req: IncomingMessage, upstream: string): URL {
  const url = new URL(req.url ?? '/', upstream);
  if (kind === 'upload-paths' && url.pathname.startsWith('/uploads/'))
    url.pathname = url.pathname.replace('/uploads/', '/api/media/');
  if (kind === 'wrong-paging' && url.pathname.startsWith('/api/')) {
    for (const name of [...url.searchParams.keys()]) {
      if (name.toLowerCase() === 'pagesize') url.searchParams.delete(name);
    }
    url.searchParams.set('pageSize', '10');
  }
  return url;
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

/** A broken backend in front of `upstream` (a working API), on a free loopback port. */
export async function startBrokenBackend(kind: BrokenKind, upstream: string): Promise<BrokenBackend> {
  let xsrf: Promise<{ cookie: string; token: string }> | undefined;
  const upstreamXsrf = () =>
    (xsrf ??= fetch(new URL('/', upstream)).then((page) => {
      const cookies = page.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
      const token = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
      return { cookie: cookies.join('; '), token: decodeURIComponent(token) };
    }));
  const server = createServer((req, res) => {
    void (async () => {
      const url = upstreamUrl(kind, req, upstream);
      if (isAbsent(kind, url.pathname)) {
        res.writeHead(404).end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        const dropped = ['host', 'connection', 'content-length', 'cookie'];
        if (kind === 'no-idempotency-key') dropped.push('idempotency-key');
        if (typeof value === 'string' && !dropped.includes(name)) headers.set(name, value);
      }
      // A backend team's API has no anti-forgery check of its own: this one answers writes as
      // such an API would, by carrying the upstream BFF's token for whoever called it.
      const forgery = await upstreamXsrf();
      headers.set('cookie', forgery.cookie);
      headers.set('x-xsrf-token', forgery.token);
      const body = await readBody(req);
      const answer = await fetch(url, {
        method: req.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(body ? { body: new Uint8Array(body) } : {}),
      });
      let payload = Buffer.from(await answer.arrayBuffer());
      const out: OutgoingHttpHeaders = {};
      answer.headers.forEach((value, name) => {
        // fetch has already decoded the body and will recount it.
        if (
          !['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(
            name,
          )
        )
          out[name] = value;
      });
      out['set-cookie'] = answer.headers.getSetCookie();
      const isJson = /json/.test(answer.headers.get('Content-Type') ?? '') && payload.length > 0;
      if (kind === 'html-errors' && answer.status >= 400) {
        payload = Buffer.from(HTML_ERROR(answer.status));
        out['content-type'] = 'text/html; charset=utf-8';
      } else if (isJson && url.pathname.startsWith('/api/')) {
        const parsed = JSON.parse(payload.toString('utf8')) as unknown;
        const broken = kind === 'wrong-paging' ? breakPaging(parsed) : transform(kind, parsed);
        payload = Buffer.from(JSON.stringify(broken));
      }
      res.writeHead(answer.status, out).end(payload);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
