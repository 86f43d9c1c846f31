import { CSRF_FIELD, PAGE_SLOTS } from '@cakeshop/shared/render';
import { use } from 'react';

import { FilledSlots } from '../islands/filled-slots';
import { KEY_FIELD } from './visitor-form';

// A rendered page is shared through the micro-cache, so what is the visitor's own is left as a
// slot the BFF fills for each response; in the browser the island renders the filled value.

/** The anti-forgery token every posted form carries. */
export function CsrfField() {
  const filled = use(FilledSlots);
  return <input type="hidden" name={CSRF_FIELD} defaultValue={filled[CSRF_FIELD] ?? PAGE_SLOTS.csrfToken} />;
}

/** The idempotency key of a form that makes a request; one sent back to fix keeps the key it had. */
export function KeyField({ value }: { value?: string | undefined }) {
  const filled = use(FilledSlots);
  return (
    <input
      type="hidden"
      name={KEY_FIELD}
      defaultValue={value || filled[KEY_FIELD] || PAGE_SLOTS.idempotencyKey}
    />
  );
}

/** Marks a posted form as the waiting list's, where the page also has a booking form. */
export const WAITLIST_MARK = 'waitlist';
