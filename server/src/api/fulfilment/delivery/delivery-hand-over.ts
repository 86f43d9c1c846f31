import { decideDeliveryFee, deliveryAddressFor, fromMinor, shopCountry, toMinor } from '@cakeshop/shared';
import type { CountrySettings } from '@cakeshop/shared';
import { canonicalPhone } from '@cakeshop/shared/phone-numbers';
import type { Kysely } from 'kysely';

import type { Trx } from '../../db/database';
import type { DB } from '../../db/schema';
import type { QuotesService } from '../../delivery/quotes.service';
import type { SlotsService } from '../../delivery/slots.service';
import { termsIn } from '../../delivery/zone-terms';
import { ApiError } from '../../errors';
import type { HandOverChoice, HandOverPlan, HeldHandOver } from '../hand-over';

export interface DeliveryHandOverDeps {
  quotes: QuotesService;
  slots: SlotsService;
  /**
   * What the shop's country is read from: what its addresses need (a Saudi address its short
   * address), and how a recipient's phone typed without its country code reads.
   */
  settings(db: Kysely<DB> | Trx): Promise<CountrySettings>;
}

/** The path of a delivery's field in an order's body. */
const at = (field: string) => `delivery.${field}`;

/**
 * Delivery as a kind of hand-over: the district's zone (or the ring around the branch its map pin
 * falls in) decides the fee (its minimum and free
 * threshold against the basket's subtotal, decided here, never by the browser), the window is
 * one of the branch's on the order's day, and its place is taken with the day's in the order's
 * transaction (one conditional write each).
 */
export class DeliveryHandOver {
  constructor(private readonly deps: DeliveryHandOverDeps) {}

  async plan(trx: Trx, { branchId, day, currency, delivery }: HandOverChoice): Promise<HandOverPlan> {
    if (!delivery) throw ApiError.field(at('address'), 'Say where to deliver');
    const settings = await this.deps.settings(trx);
    const checked = deliveryAddressFor(shopCountry(settings).code).safeParse(delivery.address);
    if (!checked.success)
      throw new ApiError(
        400,
        'validation',
        'Validation failed',
        checked.error.issues.map((issue) => ({
          path: at(['address', ...issue.path.map(String)].join('.')),
          message: issue.message,
        })),
      );
    const { address } = delivery;
    // A district decides the zone; without one, the map pin's distance from the branch does.
    const place =
      address.districtId !== null
        ? { districtId: address.districtId }
        : address.mapPin
          ? { pin: address.mapPin }
          : null;
    if (!place)
      throw ApiError.field(at('address.districtId'), 'Choose a district, or give your place on a map');
    const [{ zone }, window] = await Promise.all([
      this.deps.quotes.zoneFor(trx, branchId, place, at('address.'), 'mapPin'),
      this.deps.slots.windowOf(trx, { branchId, slotId: delivery.slotId, day }, at('')),
    ]);
    // Delivered by distance, the order names the ring it is in where a district would stand.
    const district =
      address.districtId === null
        ? { nameEn: zone.nameEn, nameAr: zone.nameAr }
        : await this.deps.quotes.districtNames(trx, address.districtId);
    const terms = termsIn(zone, currency);
    const { recipient } = delivery;
    const recipientPhone = recipient && canonicalPhone(recipient.phone, settings);
    if (recipient && recipientPhone === undefined)
      throw new ApiError(400, 'phone.invalid', 'Not a phone number', [
        { path: at('recipient.phone'), message: 'Not a phone number' },
      ]);
    return {
      kind: 'delivery',
      feeOf: (subtotalMinor) => {
        const decided = decideDeliveryFee(subtotalMinor, terms);
        if (!decided.accepted) {
          const message = `Delivery here takes orders from ${fromMinor(terms.minimumMinor, currency)}; add ${fromMinor(decided.shortByMinor, currency)}`;
          throw new ApiError(409, 'delivery.below_minimum', message, [
            { path: at(`address.${'pin' in place ? 'mapPin' : 'districtId'}`), message },
          ]);
        }
        if (
          delivery.expectedFee !== undefined &&
          toMinor(delivery.expectedFee, currency) !== decided.feeMinor
        ) {
          const message = `The delivery fee is now ${fromMinor(decided.feeMinor, currency)}`;
          throw new ApiError(409, 'order.price_changed', message, [{ path: at('expectedFee'), message }]);
        }
        return decided.feeMinor;
      },
      columns: {
        slot: `${window.startsAt}–${window.endsAt}`,
        slotId: window.id,
        zoneId: zone.id,
        address: JSON.stringify({
          ...address,
          districtNameEn: district.nameEn,
          districtNameAr: district.nameAr,
        }),
        recipientName: recipient?.name ?? null,
        recipientPhone: recipientPhone ?? null,
        cardMessage: recipient?.cardMessage ?? null,
        hidePrices: recipient?.hidePrices ? 1 : 0,
      },
    };
  }

  reserve(trx: Trx, booking: { branchId: number; pickupDate: string; slotId: number | null }): Promise<void> {
    if (booking.slotId === null) throw ApiError.field(at('slotId'), 'Choose a delivery window');
    return this.deps.slots.reserve(trx, {
      branchId: booking.branchId,
      slotId: booking.slotId,
      day: booking.pickupDate,
    });
  }

  async release(trx: Trx, held: HeldHandOver): Promise<void> {
    if (held.slotId !== null)
      await this.deps.slots.release(trx, { slotId: held.slotId, day: held.pickupDate });
  }

  /**
   * The window asked for (`chosen`), or the same window by its start on the new day, under its
   * cut-off and capacity (409 `delivery.slot_full` beside `slotId` when no place is left), then the
   * old one's place given back, in the caller's transaction. 409 `delivery.slot_closed` when the
   * new day has no such window. The window it holds already is kept as it is.
   */
  async move(trx: Trx, held: HeldHandOver, day: string, chosen?: number): Promise<number | null> {
    if (held.slotId === null) return null;
    const slotId = chosen ?? (await this.deps.slots.sameWindowOn(trx, held.branchId, held.slotId, day));
    if (slotId === held.slotId && day === held.pickupDate) return slotId;
    await this.deps.slots.reserve(trx, { branchId: held.branchId, slotId, day }, '');
    await this.release(trx, held);
    return slotId;
  }
}
