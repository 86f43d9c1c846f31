import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

import type { ErrorBody, ErrorCode } from '@cakeshop/shared';

import { ApiError } from '../errors';

/** Errors raised by body-parser and friends carry an HTTP status and a `type`. */
interface HttpishError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

const PARSER_ERRORS: Record<string, [ErrorCode, string]> = {
  'entity.parse.failed': ['request.malformed', 'Malformed JSON body'],
  'entity.too.large': ['request.too_large', 'Request body too large'],
  'encoding.unsupported': ['request.unsupported_type', 'Unsupported content encoding'],
  'charset.unsupported': ['request.unsupported_type', 'Unsupported charset'],
  'request.aborted': ['request.malformed', 'Request aborted'],
  'request.size.invalid': ['request.malformed', 'Request size did not match Content-Length'],
  'entity.verify.failed': ['request.malformed', 'Request body rejected'],
  'stream.encoding.set': ['request.malformed', 'Unreadable request body'],
  'stream.not.readable': ['request.malformed', 'Unreadable request body'],
};

function fromHttpishError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode, type } = error as HttpishError;
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : undefined;
  if (code === undefined || code < 400 || code >= 500) return undefined;
  const known = typeof type === 'string' ? PARSER_ERRORS[type] : undefined;
  if (known) return new ApiError(code, known[0], known[1]);
  return code === 404 ? ApiError.notFound() : new ApiError(code, 'request.malformed', 'Bad request');
}

/** The single place that formats failures: `{ error, code, details? }`, never internals. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const known = error instanceof ApiError ? error : fromHttpishError(error);
    if (!known) logger.error({ err: error }, 'unexpected error in the embedded API');
    // A failure while reading a body, answered as the client's 400: still worth a look.
    else if (known.cause !== undefined) logger.warn({ err: known.cause }, 'a request body could not be read');
    const apiError = known ?? new ApiError(500, 'server.error', 'Something went wrong on our side');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(apiError.status).set(apiError.headers);
    const body: ErrorBody = { error: apiError.message, code: apiError.code };
    if (apiError.details) body.details = apiError.details;
    if (apiError.changed) body.changed = apiError.changed;
    if (apiError.affected) body.affected = apiError.affected;
    res.json(body);
  };
}

export const notFound: RequestHandler = (_req, _res, next) => {
  next(ApiError.notFound('No such API path'));
};
