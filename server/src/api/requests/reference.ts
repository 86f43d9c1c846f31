import { randomInt } from 'node:crypto';

import { REFERENCE_ALPHABET } from '@cakeshop/shared';

/**
 * A new reference, `K7Q2-9MXD`: eight characters drawn with the CSPRNG from 29 that cannot be
 * mistaken for each other, about 5 × 10^11 possibilities, so guessing one that exists (and then
 * its phone number too) is hopeless.
 */
export function newReference(): string {
  let chars = '';
  for (let i = 0; i < 8; i += 1) chars += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}
