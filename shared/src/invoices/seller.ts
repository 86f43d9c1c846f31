/**
 * The seller's facts a tax document needs, by tax regime, and the checks of their numbers: a
 * Saudi VAT registration number is 15 digits beginning and ending with 3; a UAE TRN is 15 digits.
 * Kept free of zod so the settings schema, the issuing service and the Settings screen share it.
 */

/** none: a plain receipt, no tax words; sa: Saudi Arabia (ZATCA); ae: the UAE (FTA). */
export const TAX_REGIME_VALUES = ['none', 'sa', 'ae'] as const;
export type TaxRegimeValue = (typeof TAX_REGIME_VALUES)[number];

const VAT_NUMBER: Record<TaxRegimeValue, RegExp | null> = {
  none: null,
  sa: /^3\d{13}3$/,
  ae: /^\d{15}$/,
};

/** Why a VAT number is wrong for the regime, or null when it fits (or is not filled in yet). */
export function vatNumberProblem(regime: TaxRegimeValue, vatNumber: string): 'sa' | 'ae' | null {
  const pattern = VAT_NUMBER[regime];
  if (regime === 'none' || !pattern || vatNumber === '' || pattern.test(vatNumber)) return null;
  return regime;
}

export interface SellerFacts {
  legalNameEn: string;
  legalNameAr: string;
  vatNumber: string;
  commercialRegistration: string;
  addressEn: string;
  addressAr: string;
}

/** What a tax document of the regime prints of the seller; the commercial registration is printed when given. */
const REQUIRED: Record<TaxRegimeValue, readonly (keyof SellerFacts)[]> = {
  none: [],
  sa: ['legalNameAr', 'legalNameEn', 'vatNumber', 'addressAr', 'addressEn'],
  ae: ['legalNameAr', 'legalNameEn', 'vatNumber', 'addressAr', 'addressEn'],
};

/**
 * The seller's facts still missing (or, for the VAT number, not valid) before the regime's tax
 * documents can be issued; none when it is complete. Until then no tax document is issued, and
 * orders still go through.
 */
export function missingSellerFacts(regime: TaxRegimeValue, seller: SellerFacts): (keyof SellerFacts)[] {
  return REQUIRED[regime].filter(
    (field) =>
      seller[field].trim() === '' || (field === 'vatNumber' && vatNumberProblem(regime, seller.vatNumber)),
  );
}
