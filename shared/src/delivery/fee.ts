/**
 * What delivery costs an order, decided on the server from its zone's terms and the basket's
 * subtotal, all in the currency's minor unit (shared/src/money.ts). Pure: the checkout calls it in
 * its transaction, the dashboard and the checkout page show the same figures. Kept free of zod.
 */
export interface DeliveryTerms {
  feeMinor: number;
  /** The least subtotal delivered at all (0: any). */
  minimumMinor: number;
  /** From this subtotal on delivery is free; null: never free. */
  freeFromMinor: number | null;
}

export type FeeDecision =
  | { accepted: true; feeMinor: number; free: boolean }
  /** Below the zone's minimum order: how much more the basket needs. */
  | { accepted: false; shortByMinor: number };

export function decideDeliveryFee(subtotalMinor: number, terms: DeliveryTerms): FeeDecision {
  if (subtotalMinor < terms.minimumMinor)
    return { accepted: false, shortByMinor: terms.minimumMinor - subtotalMinor };
  const free = terms.freeFromMinor !== null && subtotalMinor >= terms.freeFromMinor;
  return { accepted: true, feeMinor: free ? 0 : terms.feeMinor, free };
}
