import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

// An incoming id is kept only if it is short and plain, so it cannot forge or flood log lines.
const SANE_ID = /^[\w.:-]{1,128}$/;

function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/** The id requestLog gave this request (pino-http types it loosely: ours are always strings). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  const id = (req as Partial<Request>).id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * One JSON line per request with its id (echoed in X-Request-Id and passed to the backend).
 * Authorization and cookies are redacted by the logger itself (logger.ts).
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFor(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => {
      if (err || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    // Probes hit these every few seconds; their answer is visible in the orchestrator anyway.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
}
