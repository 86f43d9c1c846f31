import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Duplex } from 'node:stream';

import type { RequestHandler } from 'express';
import express from 'express';

/** How the BFF itself calls `/api/...` (to render pages): a fetch that takes the path. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Two connected in-memory streams: what one side writes, the other reads. A side destroyed
 * ends the other, as a closed socket does: the server destroys its side after refusing a request
 * it cannot parse (431 for a URL past its header limit), and the caller must then read that
 * answer to its end, not wait for more.
 */
function connectedPair(): [Duplex, Duplex] {
  const sides: Duplex[] = [];
  const side = (other: () => Duplex | undefined) =>
    new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, done) {
        other()?.push(chunk);
        done();
      },
      final(done) {
        other()?.push(null);
        done();
      },
      destroy(error, done) {
        const peer = other();
        if (peer && !peer.readableEnded) peer.push(null);
        done(error);
      },
    });
  sides.push(
    side(() => sides[1]),
    side(() => sides[0]),
  );
  return [sides[0] as Duplex, sides[1] as Duplex];
}

function responseHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, one);
  }
  return result;
}

const NO_BODY = new Set([204, 304]);

/**
 * Embedded mode: the API answers in-process. Each call is a real HTTP exchange through Node's own
 * server and client, over an in-memory connection (Node lets any Duplex stand for a socket), so
 * the API sees the same requests, routes, validation and errors as a browser's, with no port,
 * socket or BFF middleware in between.
 */
export function inProcessApi(api: RequestHandler): ApiFetch {
  const app = express();
  app.disable('x-powered-by');
  // Only this process opens these connections: the visitor's address it passes on
  // (X-Forwarded-For, as the BFF judged it) is the one the API's per-address limits count.
  app.set('trust proxy', 'loopback');
  app.use('/api', api);
  const server = createServer(app);
  return async (path, init) => {
    // A multipart body (a form with pictures) is encoded here, with its boundary in its type.
    const encoded =
      init.body instanceof FormData
        ? new Request('http://api.internal', { method: 'POST', body: init.body })
        : undefined;
    const body =
      typeof init.body === 'string'
        ? init.body
        : encoded
          ? Buffer.from(await encoded.arrayBuffer())
          : undefined;
    const type = encoded?.headers.get('content-type');
    return new Promise((resolve, reject) => {
      const [client, inside] = connectedPair();
      // What Express reads for req.ip; the caller is this very process.
      Object.assign(inside, { remoteAddress: '127.0.0.1' });
      server.emit('connection', inside);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const call = httpRequest(
        {
          path,
          method: init.method ?? 'GET',
          headers: {
            ...headers,
            ...(type ? { 'content-type': type } : {}),
            host: 'api.internal',
            connection: 'close',
          },
          createConnection: () => client,
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const status = answer.statusCode ?? 502;
            const body = NO_BODY.has(status) ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers: responseHeaders(answer.headers) }));
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  };
}

/**
 * API_TARGET mode: the business's backend, each call cut off after `timeoutMs` (a page waits for
 * a slow backend that long at most, then goes out to be rendered in the browser).
 */
export function backendApi(target: string, timeoutMs: number): ApiFetch {
  // Keep a path prefix (`https://host/base`): the proxy forwards /api/x to /base/api/x too.
  const base = target.replace(/\/+$/, '');
  return (path, init) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    return fetch(`${base}${path}`, {
      ...init,
      signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
    });
  };
}
