import http from 'node:http';
import https from 'node:https';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';

import type { ErrorBody, ErrorCode } from '@cakeshop/shared';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';

import { answerBackendError } from './backend-errors';
import { SECRET_COOKIE, TOKEN_COOKIE } from './csrf';

export interface ProxyOptions {
  target: string;
  timeoutMs: number;
  logger: Logger;
}

export interface ApiProxy {
  handler: RequestHandler;
  close(): void;
}

// Requests whose backend did not answer within the timeout, to tell 504 from a refused/reset 502.
const timedOut = new WeakSet<IncomingMessage>();
// The backend request of each incoming one (the latest, after a retry).
const backendRequests = new WeakMap<IncomingMessage, ClientRequest>();
// Requests already sent a second time: one retry at most.
const retried = new WeakSet<IncomingMessage>();

/**
 * A kept-alive connection the backend closed while the request was on its way (its idle timer
 * fired at the same moment): nothing reached the backend, so an idempotent request is safe to
 * send again, once, on a fresh connection (Node's documentation of `request.reusedSocket`).
 */
function isStaleSocketFailure(err: Error, req: IncomingMessage): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !retried.has(req) &&
    backendRequests.get(req)?.reusedSocket === true &&
    (code === 'ECONNRESET' || code === 'EPIPE')
  );
}

function requestIdOf(req: IncomingMessage): string | undefined {
  const id = (req as Partial<Request>).id;
  return typeof id === 'string' ? id : undefined;
}

const BFF_COOKIES = new Set([SECRET_COOKIE, TOKEN_COOKIE]);

/** The anti-forgery cookies are the BFF's business: the backend never sees the secret. */
export function withoutBffCookies(header: string): string {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !BFF_COOKIES.has(pair.slice(0, pair.indexOf('=')).trim()))
    .join('; ');
}

function onProxyReq(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse): void {
  backendRequests.set(req, proxyReq);
  // Hop-by-hop: a client's `Connection: close` (nginx sends one by default) is about its own
  // connection to us and must not close our kept-alive one to the backend.
  for (const header of ['connection', 'keep-alive', 'proxy-connection']) proxyReq.removeHeader(header);
  const id = requestIdOf(req);
  if (id) proxyReq.setHeader('X-Request-Id', id);
  const cookie = req.headers.cookie;
  if (cookie) {
    const kept = withoutBffCookies(cookie);
    if (kept) proxyReq.setHeader('Cookie', kept);
    else proxyReq.removeHeader('Cookie');
  }
  // http-proxy's proxyTimeout aborts the request; mark it first so the error reads as a 504.
  proxyReq.on('timeout', () => timedOut.add(req));
  // A client that goes away must not leave the backend request (and its socket) running.
  // http-proxy reacts to the incoming request's error too; this does not depend on that detail.
  res.on('close', () => {
    if (!res.writableFinished) proxyReq.destroy();
  });
}

function sendJson(res: ServerResponse, status: number, code: ErrorCode, error: string): void {
  const body: ErrorBody = { error, code };
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * /api forwarded to the business's backend (API_TARGET). Created once at start-up, with a
 * keep-alive agent (without one every request opens a new backend connection and throughput
 * falls by about half). Bodies are streamed untouched: nothing before this parses them.
 */
export function createApiProxy(options: ProxyOptions): ApiProxy {
  const target = new URL(options.target);
  // An idle connection is dropped after 4 s, before the 5 s most servers keep one (Node honours a
  // shorter Keep-Alive hint from the backend by itself); a race with the backend's own timer
  // is what the one retry below covers.
  const agentOptions = { keepAlive: true, maxSockets: 256, maxFreeSockets: 32, timeout: 4_000 };
  const agent = target.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const log = options.logger.child({ component: 'proxy' });
  let proxyServer: Parameters<Plugin>[0] | undefined;

  const middleware = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: target.href,
    agent,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: options.timeoutMs,
    // Mounted under /api, Express hands us the rest of the path; the backend gets the original.
    pathRewrite: (_path, req) => (req as Request).originalUrl,
    logger: {
      info: () => undefined,
      warn: (msg: unknown) => log.warn(msg),
      error: (msg: unknown) => log.error(msg),
    },
    // To send a request a second time through the same server (and its event handlers).
    plugins: [
      (server) => {
        proxyServer = server;
      },
    ],
    on: {
      proxyReq: onProxyReq,
      proxyRes: (proxyRes, req, res) => {
        if ((proxyRes.statusCode ?? 0) >= 400) answerBackendError(proxyRes, res, log, requestIdOf(req));
      },
      // The library's default would answer 504 for a refused backend and plain text: the
      // contract wants 502/504 with the error body (API.md).
      error: (err, req, res) => {
        const wasTimeout = timedOut.has(req);
        if (
          !wasTimeout &&
          proxyServer &&
          'writeHead' in res &&
          !res.headersSent &&
          isStaleSocketFailure(err, req)
        ) {
          retried.add(req);
          log.info(
            { reqId: requestIdOf(req) },
            'backend closed a kept-alive connection: sending the request again',
          );
          // The path is already rewritten and the X-Forwarded headers already added, on `req`.
          proxyServer.web(req, res, {
            target: target.href,
            agent,
            changeOrigin: true,
            proxyTimeout: options.timeoutMs,
            buffer: Readable.from([]),
          });
          return;
        }
        log.warn(
          {
            err: { message: err.message, code: (err as NodeJS.ErrnoException).code },
            reqId: requestIdOf(req),
          },
          'backend request failed',
        );
        if (!('writeHead' in res)) {
          (res as Socket).destroy();
          return;
        }
        if (res.headersSent || res.destroyed) {
          res.destroy();
          return;
        }
        if (wasTimeout) sendJson(res, 504, 'backend.timeout', 'The backend did not answer in time');
        else sendJson(res, 502, 'backend.unavailable', 'The backend is unavailable');
      },
    },
  });

  return {
    handler: middleware as unknown as RequestHandler,
    close: () => agent.destroy(),
  };
}
