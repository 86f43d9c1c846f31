import { CSRF_FIELD, PAGE_SLOTS } from '@cakeshop/shared/render';

import { KEY_FIELD } from './visitor-form';

// A rendered page is shared through the micro-cache, so what is the visitor's own is left as a slot
// the BFF fills for each response. The browser finds the filled value (no hydration warning: it is
// the server's).

/** The anti-forgery token every posted form carries. */
export function CsrfField() {
  return (
    <input type="hidden" name={CSRF_FIELD} defaultValue={PAGE_SLOTS.csrfToken} suppressHydrationWarning />
  );
}

/** The idempotency key of a form that makes a request; one sent back to fix keeps the key it had. */
export function KeyField({ value }: { value?: string | undefined }) {
  return (
    <input
      type="hidden"
      name={KEY_FIELD}
      defaultValue={value || PAGE_SLOTS.idempotencyKey}
      suppressHydrationWarning
    />
  );
}
