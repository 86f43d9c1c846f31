import { STATUS_CODES } from 'node:http';

import type { ErrorBody } from '@cakeshop/shared';
import type { ErrorRequestHandler, Response } from 'express';

/** The contract's error body (API.md): every BFF-made /api failure looks like the API's own. */
export function sendError(res: Response, status: number, error: string): void {
  const body: ErrorBody = { error };
  res.status(status).json(body);
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
    if (/^\/api(\/|$)/i.test(req.path)) sendError(res, status, message);
    else res.status(status).type('text/plain').send(message);
  };
}
