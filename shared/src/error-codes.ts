/**
 * The stable `code` every /api error carries beside its English `error` (API.md, "Login and
 * tokens"): clients show the message for the code in the reader's language and fall back to
 * `error` only for a code they do not know. Kept free of zod so the visitor's bundle can use it.
 */
export const ERROR_CODES = [
  'validation',
  'request.malformed',
  'request.too_large',
  'request.unsupported_type',
  'request.invalid_text',
  'auth.unauthorized',
  'auth.invalid_credentials',
  'auth.too_many_attempts',
  'auth.forbidden',
  'auth.wrong_password',
  'password.too_common',
  'password.contains_name',
  'csrf.invalid',
  'not_found',
  'user.email_taken',
  'user.username_taken',
  'user.self',
  'user.last_owner',
  'category.in_use',
  'course.full',
  'course.past',
  'order.bad_transition',
  'order.price_changed',
  'pickup.closed',
  'pickup.full',
  'pickup.too_soon',
  'pickup.too_late',
  'cake.gone',
  'cake.not_at_branch',
  'cake.size_unknown',
  'cake.flavour_unknown',
  'request.changed',
  'content.changed',
  'content.language_missing',
  'content.no_draft',
  'request.rate_limited',
  'idempotency.mismatch',
  'idempotency.in_flight',
  'request.too_late',
  'track.too_many_attempts',
  'image.unsupported',
  'image.too_large',
  'image.too_many_pixels',
  'backup.invalid',
  'backup.newer_schema',
  'backend.unavailable',
  'backend.invalid_response',
  'backend.timeout',
  'server.busy',
  'server.error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
