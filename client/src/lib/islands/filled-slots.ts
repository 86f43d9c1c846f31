import { createContext } from 'react';

/**
 * What the BFF filled into an island's hidden fields for this visitor (its anti-forgery token,
 * its idempotency key), read from the page before the island hydrates. The server renders the
 * slots themselves (null here); the browser renders the filled values, so hydration keeps them.
 */
export const FilledSlots = createContext<Readonly<Record<string, string>> | null>(null);

/** The hidden fields' values as the page holds them now, by name. */
export function filledSlotsIn(element: HTMLElement): Record<string, string> {
  const fields = element.querySelectorAll<HTMLInputElement>('input[type="hidden"][name]');
  return Object.fromEntries(Array.from(fields, (field) => [field.name, field.value]));
}
