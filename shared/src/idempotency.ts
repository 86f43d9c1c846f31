import type { EndpointRoute } from './endpoints';

/**
 * Visitor requests are idempotent (API.md, "Conventions"): a key names one request, and a repeat
 * (a double click, a retry after a lost answer) gets the first answer instead of a second order.
 */

/** The header API clients send the key in (IETF httpapi draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The body field the site's forms send it in: a form posted without JavaScript cannot set a header. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
/** How long a key is kept: a repeat within it gets the first answer, a later one is a new request. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/**
 * A key as the header carries it: 8 to 255 visible ASCII characters other than `"` and `\` (a
 * UUID, a ULID, a random string), bare or quoted as the draft's structured-field string.
 */
export const IDEMPOTENCY_HEADER_KEY =
  /^(?:"([\x21\x23-\x5B\x5D-\x7E]{8,255})"|([\x21\x23-\x5B\x5D-\x7E]{8,255}))$/;

/**
 * A visitor's request: a public POST that makes one (an order, a booking, and every kind that
 * follows). Each is idempotent by the convention above, without a row of its own saying so.
 */
export function isVisitorRequest(route: Pick<EndpointRoute, 'method' | 'auth' | 'changes'>): boolean {
  return route.method === 'POST' && route.auth === 'public' && route.changes === 'requests';
}
