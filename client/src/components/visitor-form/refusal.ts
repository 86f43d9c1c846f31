import { isErrorCode } from '@cakeshop/shared/error-codes';

import type { Problem } from '../../lib/field-problems';
import type { TranslationKey } from '../../lib/i18n';
import type { HttpError } from '../../lib/http-error';
import { isHttpError } from '../../lib/http-error';
import { FORM } from './form-answer';
import type { Problems } from './form-answer';

/** The words of a refusal's own code (the branch closed that day, not a phone number), when it has any. */
export function reasonOf(error: HttpError): TranslationKey | undefined {
  return isErrorCode(error.code) && error.code !== 'validation'
    ? `common.errors.codes.${error.code}`
    : undefined;
}

/**
 * A refused request in the visitor's terms. The server's own messages are English, so they are
 * read by code and status: a field it names gets a sentence beside it; a full course, a past
 * one, a form already sent, the hourly limit or a backend without online ordering get their own
 * above the button.
 */
export function refusalProblems<F extends string>(error: unknown, fields: readonly F[]): Problems<F> {
  const form = (key: Problem['key']) => ({ [FORM]: { key } }) as Problems<F>;
  if (!isHttpError(error)) return form('site.order.errors.generic');
  if (error.code === 'course.full') return form('common.errors.codes.course.full');
  if (error.code === 'course.past') return form('site.booking.past');
  if (error.code === 'waitlist.seats_free') return form('site.waitlist.seatsFree');
  if (error.code === 'waitlist.no_seat_count') return form('site.waitlist.noSeatCount');
  if (error.code === 'custom.too_many_pictures' || error.status === 415 || error.status === 413)
    return form('site.customCake.picturesAgain');
  // The form was sent before with other values (a page from the history), or is still being sent.
  if (error.code === 'idempotency.mismatch') return form('common.errors.codes.idempotency.mismatch');
  if (error.code === 'idempotency.in_flight') return form('common.errors.codes.idempotency.in_flight');
  if (error.status === 429) return form('site.order.errors.rateLimited');
  if (error.status === 404) return form('site.order.errors.unavailable');
  const named = error.details
    .map((detail) => detail.path)
    .filter((path): path is F => fields.includes(path as F));
  if (error.status === 400 && named.length > 0) {
    const key = reasonOf(error) ?? 'site.order.errors.field';
    return Object.fromEntries(named.map((field) => [field, { key }])) as Problems<F>;
  }
  return form('site.order.errors.generic');
}
