import type { ClosedDayRequest, ErrorDetail } from '@cakeshop/shared';

/**
 * A failed /api call: the server's message (English, for logs), its status, the contract's
 * `code` (what the UI translates; 'network' when no answer came) and the per-field details.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly details: ErrorDetail[];
  readonly code: string | undefined;
  /** A 409 for a record someone changed meanwhile: who, and when. */
  changed?: { by: string; at: string };
  /** Seconds to wait before asking again, when the answer said (`Retry-After` of a 429 or 503). */
  retryAfter?: number;
  /** A 409 `calendar.closes_requests`: the requests on the days the calendar would close. */
  affected?: ClosedDayRequest[];

  constructor(
    message: string,
    status: number,
    details: ErrorDetail[] = [],
    code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
    this.status = status;
    this.details = details;
    this.code = code;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
