import { parsePhoneNumberFromString } from 'libphonenumber-js';

import { phoneDigits, toAsciiDigits } from './digits';
import type { CountrySettings } from './shop-country';
import { shopCountry } from './shop-country';

/**
 * A visitor's phone in E.164 (`+971509876543`), whatever way it was typed: read by the numbering
 * plans, the shop's country giving a number dialled at home its code ("050 987 6543", "00971…",
 * Arabic-Indic digits, spaces and dashes all come out the same). Undefined for what is no number
 * of any plan. Server-side only (the numbering plans' metadata is too heavy for the visitor's
 * pages): not exported from the package's index.
 */
export function canonicalPhone(typed: string, settings: CountrySettings): string | undefined {
  const parsed = parsePhoneNumberFromString(toAsciiDigits(typed), shopCountry(settings).code);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * What a look-up compares with a request's stored `phoneDigits`: the E.164 number's digits, or,
 * for a phone that is no number of any plan, its digits as typed (how the upgrade kept a phone
 * stored before it that it could not read).
 */
export function phoneKey(typed: string, settings: CountrySettings): string {
  return phoneDigits(canonicalPhone(typed, settings) ?? typed);
}
