/**
 * Digits in the scripts visitors type them in. Arabic keyboards write Arabic-Indic digits
 * (٠١٢٣٤٥٦٧٨٩) and Persian ones their own forms (۰۱۲۳۴۵۶۷۸۹); both are stored as ASCII so a
 * number, a phone or a search means the same whatever the keyboard. Kept free of zod so the
 * visitor's bundle can use it.
 */
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/**
 * A decimal as typed on an Arabic keyboard: its digits as ASCII and its decimal separator
 * (U+066B, "١٢٫٥") as a point. Only for fields where a fraction is allowed (a price).
 */
export function toAsciiDecimal(text: string): string {
  return toAsciiDigits(text).replace(/\u066b/g, '.');
}

/** The digits of a phone number alone, in ASCII: how two ways of writing one number compare. */
export function phoneDigits(phone: string): string {
  return toAsciiDigits(phone).replace(/\D/g, '');
}
