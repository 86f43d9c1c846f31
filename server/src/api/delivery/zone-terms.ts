import { fromMinor, toMinor } from '@cakeshop/shared';
import type { DeliveryTerms } from '@cakeshop/shared';

import type { ZoneRow } from './zones.repository';

/**
 * A zone's terms in minor units of the shop's currency now. A zone keeps the currency it was
 * saved in; a change of the shop's currency keeps its amounts at their numbers, as the catalogue's.
 */
export function termsIn(zone: ZoneRow, currency: string): DeliveryTerms {
  const again = (minor: number) => toMinor(fromMinor(minor, zone.currency), currency);
  return {
    feeMinor: again(zone.feeMinor),
    minimumMinor: again(zone.minimumMinor),
    freeFromMinor: zone.freeFromMinor === null ? null : again(zone.freeFromMinor),
  };
}

/** A zone's amounts as the contract sends them: numbers in the shop currency's units. */
export function amountsIn(zone: ZoneRow, currency: string) {
  const terms = termsIn(zone, currency);
  return {
    fee: fromMinor(terms.feeMinor, currency),
    minimumOrder: fromMinor(terms.minimumMinor, currency),
    freeFrom: terms.freeFromMinor === null ? null : fromMinor(terms.freeFromMinor, currency),
  };
}
