import http from 'node:http';
import https from 'node:https';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

import type { ErrorBody, ErrorCode } from '@cakeshop/shared';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';

import { apiPathOf, NO_STORE_PATHS } from './api-paths';
import { answerBackendError } from './backend-errors';
import { SECRET_COOKIE, TOKEN_COOKIE } from './csrf';
import { requestIdOf } from './request-log';

export interface ProxyOptions {
  target: string;
  /**
   * PROXY_TIMEOUT_MS: from the last byte of the request to the last byte of the answer. Past it
   * the client gets a 504, or, when the answer has begun, a cut connection.
   */
  timeoutMs: number;
  /** SITE_URL's host, sent as X-Forwarded-Host instead of whatever Host the client wrote. */
  siteHost?: string;
  logger: Logger;
}

export interface ApiProxy {
  handler: RequestHandler;
  close(): void;
}

// Requests already answered by their deadline: the error the cut backend request raises is moot.
const timedOut = new WeakSet<IncomingMessage>();
// The backend request of each incoming one (the latest, after a retry), so the deadline can cut it.
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

const BFF_COOKIES = new Set([SECRET_COOKIE, TOKEN_COOKIE]);

/** The anti-forgery cookies are the BFF's business: the backend never sees the secret. */
function withoutBffCookies(header: string): string {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !BFF_COOKIES.has(pair.slice(0, pair.indexOf('=')).trim()))
    .join('; ');
}

function onProxyReq(
  proxyReq: ClientRequest,
  req: IncomingMessage,
  res: ServerResponse,
  siteHost?: string,
): void {
  if (timedOut.has(req)) {
    proxyReq.destroy(); // the deadline passed while it waited for a free socket
    return;
  }
  backendRequests.set(req, proxyReq);
  // Hop-by-hop: a client's `Connection: close` (nginx sends one by default) is about its own
  // connection to us and must not close our kept-alive one to the backend.
  for (const header of ['connection', 'keep-alive', 'proxy-connection']) proxyReq.removeHeader(header);
  const id = requestIdOf(req);
  if (id) proxyReq.setHeader('X-Request-Id', id);
  // A backend building links from X-Forwarded-Host must not get one the client chose.
  if (siteHost) proxyReq.setHeader('X-Forwarded-Host', siteHost);
  const cookie = req.headers.cookie;
  if (cookie) {
    const kept = withoutBffCookies(cookie);
    if (kept) proxyReq.setHeader('Cookie', kept);
    else proxyReq.removeHeader('Cookie');
  }
  // A client that goes away must not leave the backend request (and its socket) running.
  // http-proxy reacts to the incoming request's error too; this does not depend on that detail.
  res.on('close', () => {
    if (!res.writableFinished) proxyReq.destroy();
  });
  // A backend may answer before it has read the whole body (a refusal of a large upload) and then
  // stop reading it. The client's kept-alive connection would wait on that unread rest, and every
  // request after it on the connection with it: the rest is read and dropped here, as Node's
  // server does with a body no handler reads, and the backend connection, left holding a
  // half-sent request, is closed rather than reused.
  res.once('finish', () => {
    if (req.readableEnded) return;
    req.unpipe(proxyReq);
    proxyReq.destroy();
    req.resume();
  });
}

/**
 * A total deadline, not http-proxy's `proxyTimeout` (an idle timer a backend trickling a byte
 * now and then never trips). It starts once the client's request has arrived in full, so a
 * slow upload is not the backend's fault; Node's requestTimeout bounds the upload itself.
 */
function enforceDeadline(req: IncomingMessage, res: ServerResponse, timeoutMs: number, log: Logger): void {
  let timer: NodeJS.Timeout | undefined;
  const expire = () => {
    if (res.writableFinished) return;
    timedOut.add(req);
    log.warn({ reqId: requestIdOf(req), timeoutMs }, 'backend did not answer within PROXY_TIMEOUT_MS');
    if (res.headersSent) res.destroy();
    else sendJson(res, 504, 'backend.timeout', 'The backend did not answer in time');
    backendRequests.get(req)?.destroy();
  };
  const start = () => {
    timer ??= setTimeout(expire, timeoutMs);
  };
  if (req.readableEnded) start();
  else req.once('end', start);
  res.once('close', () => clearTimeout(timer));
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
      proxyReq: (proxyReq, req, res) => onProxyReq(proxyReq, req, res, options.siteHost),
      proxyRes: (proxyRes, req, res) => {
        // The contract's no-store answers stay unstored even if the backend forgets to say so.
        if (NO_STORE_PATHS.has(apiPathOf(req))) proxyRes.headers['cache-control'] = 'no-store';
        if ((proxyRes.statusCode ?? 0) >= 400) answerBackendError(proxyRes, res, log, requestIdOf(req));
      },
      // The library's default would answer 504 for a refused backend and plain text: the
      // contract wants 502 with the error body (API.md); the deadline answers its own 504.
      error: (err, req, res) => {
        // Answered already (by the deadline, or in full before the backend request was closed).
        if (timedOut.has(req) || ('writableFinished' in res && res.writableFinished)) return;
        if (proxyServer && 'writeHead' in res && !res.headersSent && isStaleSocketFailure(err, req)) {
          retried.add(req);
          log.info(
            { reqId: requestIdOf(req) },
            'backend closed a kept-alive connection: sending the request again',
          );
          // The path is already rewritten and the X-Forwarded headers already added, on `req`;
          // the deadline started for the first attempt covers this one.
          proxyServer.web(req, res, {
            target: target.href,
            agent,
            changeOrigin: true,
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
          res.destroy();
          return;
        }
        if (res.headersSent || res.destroyed) {
          res.destroy();
          return;
        }
        sendJson(res, 502, 'backend.unavailable', 'The backend is unavailable');
      },
    },
  });

  const proxy = middleware as unknown as RequestHandler;
  return {
    handler: (req, res, next) => {
      enforceDeadline(req, res, options.timeoutMs, log);
      return proxy(req, res, next);
    },
    close: () => agent.destroy(),
  };
}
