import { CSRF_FIELD, PAGE_SLOTS } from '@cakeshop/shared/render';
import { use, useState } from 'react';

import { FilledSlots } from '../../lib/islands/filled-slots';
import { KEY_FIELD } from './visitor-form';

// A rendered page is shared through the micro-cache, so what is the visitor's own is left as a
// slot the BFF fills for each response; in the browser the island renders the filled value.

/** The anti-forgery token every posted form carries. */
export function CsrfField() {
  const filled = use(FilledSlots);
  return (
    <input type="hidden" name={CSRF_FIELD} defaultValue={filled?.[CSRF_FIELD] ?? PAGE_SLOTS.csrfToken} />
  );
}

/** Marks a posted form as the waiting list's, where the page also has a booking form. */
export const WAITLIST_MARK = 'waitlist';

/** 128 random bits as the contract's key, for a form the island shows that the page did not have. */
function browserKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The idempotency key of a form that makes a request; one sent back to fix keeps the key it had.
 * On the server it is a slot; in an island, the key the BFF filled in, or a fresh one for a form
 * the island added (the checkout once a shop is chosen), never the slot itself.
 */
export function KeyField({ value }: { value?: string | undefined }) {
  const filled = use(FilledSlots);
  const [key] = useState(
    () => value || (filled ? (filled[KEY_FIELD] ?? browserKey()) : PAGE_SLOTS.idempotencyKey),
  );
  return <input type="hidden" name={KEY_FIELD} defaultValue={key} />;
}
