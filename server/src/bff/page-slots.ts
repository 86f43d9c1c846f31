import { randomBytes } from 'node:crypto';

import { PAGE_SLOTS } from '@cakeshop/shared/render';

/** A fresh idempotency key (the contract's 8..100 of [A-Za-z0-9_-]): 128 random bits. */
export const newIdempotencyKey = () => randomBytes(16).toString('base64url');

/**
 * A rendered page as one visitor gets it: the anti-forgery token in its forms is theirs, and each
 * form has a key of its own, so two visitors served the same cached page never share one.
 */
export function fillSlots(html: string, csrfToken: string): string {
  return html
    .replaceAll(PAGE_SLOTS.csrfToken, csrfToken)
    .replaceAll(PAGE_SLOTS.idempotencyKey, () => newIdempotencyKey());
}
