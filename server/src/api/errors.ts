import { toErrorDetails } from '@cakeshop/shared';
import type { ClosedDayRequest, ErrorCode, ErrorDetail } from '@cakeshop/shared';
import type { z } from 'zod';

/** The one error the API throws on purpose; the error handler turns it into the contract's body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
    /** A record someone else changed meanwhile: who, and when. */
    readonly changed?: { by: string; at: string },
    /** The requests on the days a calendar would close, for the staff to see before they confirm. */
    readonly affected?: ClosedDayRequest[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static validation(error: z.ZodError): ApiError {
    return new ApiError(400, 'validation', 'Validation failed', toErrorDetails(error));
  }

  /** A 400 about one field, for checks the schema cannot make (an id that must exist). */
  static field(path: string, message: string): ApiError {
    return new ApiError(400, 'validation', 'Validation failed', [{ path, message }]);
  }

  static notFound(what = 'Not found'): ApiError {
    return new ApiError(404, 'not_found', what);
  }

  static conflict(code: ErrorCode, message: string): ApiError {
    return new ApiError(409, code, message);
  }

  /** A compare-and-swap lost: the record moved on since the caller read it. */
  static changed(code: ErrorCode, message: string, changed: { by: string; at: string }): ApiError {
    return new ApiError(409, code, message, undefined, {}, changed);
  }

  /** A calendar that would close days holding open requests, unless the staff confirm it. */
  static closesRequests(affected: ClosedDayRequest[]): ApiError {
    return new ApiError(
      409,
      'calendar.closes_requests',
      `This calendar closes days that hold ${affected.length} open request(s): confirm with closeRequests to close them and tell each visitor`,
      undefined,
      {},
      undefined,
      affected,
    );
  }

  static unauthorized(message = 'Not signed in, or the session has expired'): ApiError {
    return new ApiError(401, 'auth.unauthorized', message);
  }
}

/**
 * The problems of a list whose entries may name existing rows by id (a cake's sizes, a branch's
 * exceptions): an id that is not among the owner's own, or one listed twice, each at its path.
 */
export function listedIdProblems(
  items: readonly { id?: number | undefined }[] | undefined,
  own: ReadonlySet<number>,
  field: string,
  notOwn: string,
): ErrorDetail[] {
  const seen = new Set<number>();
  return (items ?? []).flatMap((item, index) => {
    if (item.id === undefined) return [];
    const path = `${field}.${index}.id`;
    if (!own.has(item.id)) return [{ path, message: notOwn }];
    if (seen.has(item.id)) return [{ path, message: 'Listed twice' }];
    seen.add(item.id);
    return [];
  });
}
