import type { ErrorDetail } from '@cakeshop/shared';

/** A failed /api call: the server's message, its status and the per-field details it sent. */
export class HttpError extends Error {
  readonly status: number;
  readonly details: ErrorDetail[];

  constructor(message: string, status: number, details: ErrorDetail[] = []) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.details = details;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
