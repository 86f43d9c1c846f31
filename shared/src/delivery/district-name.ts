/**
 * A district's name folded for matching: the same district typed two ways is one district
 * ("Al-Olaya" and "al olaya"; "العليا" with or without its vowel marks, "أ" or "ا"). The key a
 * branch's claim on a district is kept under, and what a visitor's search is compared with.
 * Kept free of zod.
 */
export function districtKey(name: string): string {
  return (
    name
      .normalize('NFKD')
      // Latin accents, Arabic vowel marks and the dagger alef; the tatweel that only stretches a word.
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
      .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064a')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}
