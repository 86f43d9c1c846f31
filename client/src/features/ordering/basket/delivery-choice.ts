import type { DeliveryDistrict } from '@cakeshop/shared';
import { decideDeliveryFee } from '@cakeshop/shared/delivery-fee';
import type { FeeDecision } from '@cakeshop/shared/delivery-fee';
import { districtKey } from '@cakeshop/shared/district-name';
import { fromMinor, toMinor } from '@cakeshop/shared/money';

/** How the basket is handed over: the query parameter and the posted field that carry it. */
export const HOW_PARAM = 'how';
export type How = 'pickup' | 'delivery';
export const howOf = (value: string | null | undefined): How =>
  value === 'delivery' ? 'delivery' : 'pickup';

/** The chosen district (its id) and the search typed to find it, as the page's address keeps them. */
export const DISTRICT_PARAM = 'district';
export const SEARCH_PARAM = 'q';
/** A map pin (a link, or coordinates) where the shop delivers by distance instead of a district. */
export const PIN_PARAM = 'pin';

/**
 * The districts whose name in either language holds what was typed (folded as the server folds
 * it: "al barsha" finds "Al-Barsha", "البرشاء" with or without its marks); all of them for nothing typed.
 */
export function matchingDistricts(districts: readonly DeliveryDistrict[], typed: string) {
  const wanted = districtKey(typed);
  if (!wanted) return [...districts];
  return districts.filter(
    (district) =>
      districtKey(district.nameEn).includes(wanted) || districtKey(district.nameAr).includes(wanted),
  );
}

/** What delivery to a district costs the basket, in the currency's units (decided again by the server). */
export type DeliveryFee =
  { accepted: true; fee: number; free: boolean } | { accepted: false; shortBy: number };

export function deliveryFeeOf(district: DeliveryDistrict, subtotal: number, currency: string): DeliveryFee {
  const minor = (amount: number) => toMinor(amount, currency);
  const decided: FeeDecision = decideDeliveryFee(minor(subtotal), {
    feeMinor: minor(district.fee),
    minimumMinor: minor(district.minimumOrder),
    freeFromMinor: district.freeFrom === null ? null : minor(district.freeFrom),
  });
  return decided.accepted
    ? { accepted: true, fee: fromMinor(decided.feeMinor, currency), free: decided.free }
    : { accepted: false, shortBy: fromMinor(decided.shortByMinor, currency) };
}
