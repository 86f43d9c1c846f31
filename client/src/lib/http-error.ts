import type { ErrorDetail } from '@cakeshop/shared';

/**
 * A failed /api call: the server's message, its status, the per-field details it sent, and the
 * stable code (ERROR_CODES) a page turns into a message in the reader's language.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly details: ErrorDetail[];
  readonly code: string | undefined;

  constructor(message: string, status: number, details: ErrorDetail[] = [], code?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.details = details;
    this.code = code;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
