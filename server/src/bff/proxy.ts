import http from 'node:http';
import https from 'node:https';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import type { ErrorBody, ErrorCode } from '@cakeshop/shared';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';

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
  const agentOptions = { keepAlive: true, maxSockets: 256, maxFreeSockets: 32 };
  const agent = target.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const log = options.logger.child({ component: 'proxy' });

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
    on: {
      proxyReq: onProxyReq,
      // The library's default would answer 504 for a refused backend and plain text: the
      // contract wants 502/504 with the error body (API.md).
      error: (err, req, res) => {
        const wasTimeout = timedOut.has(req);
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
