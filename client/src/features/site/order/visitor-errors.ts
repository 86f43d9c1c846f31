import { isHttpError } from '../../../lib/http-error';
import type { TranslationKey } from '../../../lib/route-handle';

/** What a refused request means to the visitor: messages on fields, and one above the button. */
export interface VisitorErrors {
  fields: string[];
  root: TranslationKey | null;
}

/**
 * A refused order or booking, in the visitor's terms. The server's own messages are English, so
 * they are read by code and status: a field it names is marked on the form; a full course, a
 * past one, the hourly limit or a backend without online ordering get their own sentence.
 */
export function visitorErrors(error: unknown, formFields: readonly string[]): VisitorErrors {
  if (!isHttpError(error)) return { fields: [], root: 'site.order.errors.generic' };
  if (error.code === 'course.full') return { fields: [], root: 'site.booking.fullText' };
  if (error.code === 'course.past') return { fields: [], root: 'site.booking.past' };
  if (error.status === 429) return { fields: [], root: 'site.order.errors.rateLimited' };
  if (error.status === 404) return { fields: [], root: 'site.order.errors.unavailable' };
  const fields = error.details.map((detail) => detail.path).filter((path) => formFields.includes(path));
  if (error.status === 400 && fields.length > 0) return { fields: [...new Set(fields)], root: null };
  return { fields: [], root: 'site.order.errors.generic' };
}

/** A key for one form's submit: a repeat with it (a double click, a retry) makes no second request. */
export function newIdempotencyKey(): string {
  // getRandomValues works on plain http too, where randomUUID is not offered.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
