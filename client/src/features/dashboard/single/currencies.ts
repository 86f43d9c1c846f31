import type { Language } from '../../../lib/language';
import { localeOf } from '../../../lib/format';

/**
 * The currencies a bakery in the Gulf, the Levant or Egypt is likely to price in, then the
 * common foreign ones. A stored code outside the list is still offered (the form adds it).
 */
export const COMMON_CURRENCIES = [
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'LBP',
  'SYP',
  'IQD',
  'EGP',
  'USD',
  'EUR',
  'GBP',
] as const;

const names = new Map<Language, Intl.DisplayNames>();

/** "UAE Dirham (AED)" / "درهم إماراتي (AED)" (as the runtime's ICU names it): the name in the UI language, the code as stored. */
export function currencyLabel(code: string, language: Language): string {
  let displayNames = names.get(language);
  if (!displayNames) {
    displayNames = new Intl.DisplayNames(localeOf(language), { type: 'currency', fallback: 'none' });
    names.set(language, displayNames);
  }
  let name: string | undefined;
  try {
    name = displayNames.of(code);
  } catch {
    // Not a well-formed code (a foreign backend's value): the code alone says what is stored.
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}
