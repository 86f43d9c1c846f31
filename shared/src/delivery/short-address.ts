import { toAsciiDigits } from '../digits';

/**
 * The Saudi national address's short form: four Latin letters (region, branch, division) and four
 * digits (the building), printed on the owner's address card, e.g. `RRRD2929`. Typed as people
 * type it: lower case, a space or dash in the middle, Arabic-Indic digits; kept upper case with
 * nothing in between. Kept free of zod so any bundle can use it.
 */
const SHORT_ADDRESS = /^[A-Z]{4}\d{4}$/;

/** The short address as stored (`rrrd 2929` → `RRRD2929`), or null when it is not one. */
export function shortAddressOf(text: string): string | null {
  const compact = toAsciiDigits(text)
    .replace(/[\s\-\u00a0]/g, '')
    .toUpperCase();
  return SHORT_ADDRESS.test(compact) ? compact : null;
}
