import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

import { ApiError } from '../errors';

/** Errors raised by body-parser and friends carry an HTTP status and a `type`. */
interface HttpishError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body too large',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'request.aborted': 'Request aborted',
  'request.size.invalid': 'Request size did not match Content-Length',
  'entity.verify.failed': 'Request body rejected',
  'stream.encoding.set': 'Unreadable request body',
  'stream.not.readable': 'Unreadable request body',
};

function fromHttpishError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode, type } = error as HttpishError;
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : undefined;
  if (code === undefined || code < 400 || code >= 500) return undefined;
  const message =
    (typeof type === 'string' && PARSER_MESSAGES[type]) || (code === 404 ? 'Not found' : 'Bad request');
  return new ApiError(code, message);
}

/** The single place that formats failures: `{ error, details? }`, never internals. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const known = error instanceof ApiError ? error : fromHttpishError(error);
    if (!known) logger.error({ err: error }, 'unexpected error in the embedded API');
    const apiError = known ?? new ApiError(500, 'Something went wrong on our side');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(apiError.status).set(apiError.headers);
    res.json(
      apiError.details ? { error: apiError.message, details: apiError.details } : { error: apiError.message },
    );
  };
}

export const notFound: RequestHandler = (_req, _res, next) => {
  next(ApiError.notFound('No such API path'));
};
