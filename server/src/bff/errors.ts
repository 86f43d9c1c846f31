import { STATUS_CODES } from 'node:http';

import type { ErrorBody, ErrorCode } from '@cakeshop/shared';
import type { ErrorRequestHandler, Response } from 'express';

/** The contract's error body (API.md): every BFF-made /api failure looks like the API's own. */
export function sendError(res: Response, status: number, code: ErrorCode, error: string): void {
  const body: ErrorBody = { error, code };
  res.status(status).json(body);
}

/** What a status means in the contract's codes (the BFF's own failures, a backend's bare ones). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'auth.unauthorized';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'request.too_large';
  if (status === 415) return 'request.unsupported_type';
  return status >= 500 ? 'server.error' : 'request.malformed';
}

function statusOf(err: unknown): number {
  if (typeof err === 'object' && err !== null) {
    const status =
      (err as { status?: unknown; statusCode?: unknown }).status ??
      (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}

/**
 * The last handler: whatever escaped (a malformed URL in the static server, a bug) gets a
 * status and a message without internals; /api callers get the contract's JSON body.
 */
export function finalErrorHandler(): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status = statusOf(err);
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    const message = STATUS_CODES[status] ?? 'Error';
    if (/^\/api(\/|$)/i.test(req.path)) sendError(res, status, codeForStatus(status), message);
    else res.status(status).type('text/plain').send(message);
  };
}
