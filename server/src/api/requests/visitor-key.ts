import { isReferenceShape, normaliseReference } from '@cakeshop/shared';
import type { CountrySettings } from '@cakeshop/shared';
import { canonicalPhone } from '@cakeshop/shared/phone-numbers';

import { ApiError } from '../errors';

const PHONE_INVALID =
  'Not a phone number: type it as dialled in the shop’s country, or with + and its country code';

/**
 * A visitor's phone as a request stores it, E.164 read with the shop's country (so a look-up
 * typed any other way finds it); 400 `phone.invalid` beside the field when it is no number.
 */
export function visitorPhone(typed: string, settings: CountrySettings): string {
  const canonical = canonicalPhone(typed, settings);
  if (canonical === undefined)
    throw new ApiError(400, 'phone.invalid', PHONE_INVALID, [{ path: 'phone', message: PHONE_INVALID }]);
  return canonical;
}

const MALFORMED = 'A reference has eight letters and digits, like K7Q2-9MXD';

/**
 * A reference as typed, in its stored form. One that cannot be a reference ("abc") is refused as
 * malformed (400 `reference.malformed`), before the look-up throttle: it is a typing mistake,
 * not a guess at someone's request.
 */
export function visitorReference(typed: string): string {
  const reference = normaliseReference(typed);
  if (!isReferenceShape(reference))
    throw new ApiError(400, 'reference.malformed', MALFORMED, [{ path: 'reference', message: MALFORMED }]);
  return reference;
}
