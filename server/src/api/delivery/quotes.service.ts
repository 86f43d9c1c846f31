import { decideDeliveryFee, fromMinor, pinCoordinates } from '@cakeshop/shared';
import type { DeliveryQuote, deliveryQuoteQuery } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { minorOf } from '../money';
import type { ReadCurrency } from '../money';
import { distanceKm } from './distance';
import { amountsIn, termsIn } from './zone-terms';
import type { ZoneRow, ZonesRepository } from './zones.repository';

type QuoteQuery = z.output<typeof deliveryQuoteQuery>;
type Db = Kysely<DB> | Trx;

const notServed = (path: string, message: string) =>
  new ApiError(409, 'delivery.not_served', message, [{ path, message }]);

/** Which zone serves a place, and what delivery there costs an order. */
export class QuotesService {
  constructor(
    private readonly database: Database,
    private readonly zones: ZonesRepository,
    private readonly currency: ReadCurrency,
  ) {}

  /**
   * The zone that serves a district or a pin at a branch: the district's own zone, or the
   * smallest ring around the branch that holds the pin (measured here, never by the browser).
   * 409 `delivery.not_served` naming the field otherwise.
   */
  async zoneFor(
    db: Db,
    branchId: number,
    place: { districtId: number } | { pin: string },
    /** Where the fields sit in the body asked about (`delivery.address.` in an order's). */
    at = '',
    /** The pin's own field there (`mapPin` in an order's address). */
    pinField = 'pin',
  ): Promise<{ zone: ZoneRow; distanceKm: number | null }> {
    if ('districtId' in place) {
      const district = await this.zones.district(db, place.districtId);
      const zone = district?.branchId === branchId ? await this.zones.zone(db, district.zoneId) : undefined;
      if (!zone) throw notServed(`${at}districtId`, 'This branch does not deliver to this district');
      return { zone, distanceKm: null };
    }
    const point = pinCoordinates(place.pin);
    if (!point)
      throw ApiError.field(`${at}${pinField}`, 'This link holds no place; choose a district instead');
    const origin = await this.zones.origin(db, branchId);
    const rings = (await this.zones.zones(db, branchId))
      .filter((zone) => zone.radiusM !== null)
      .sort((a, b) => (a.radiusM ?? 0) - (b.radiusM ?? 0));
    const km = origin ? distanceKm(origin, point) : null;
    const zone = km === null ? undefined : rings.find((ring) => km * 1000 <= (ring.radiusM ?? 0));
    if (!zone || km === null)
      throw notServed(`${at}${pinField}`, 'This place is beyond the distance this branch delivers');
    return { zone, distanceKm: Math.round(km * 10) / 10 };
  }

  /** A district's names (one `zoneFor` found): what an order's address keeps as it was. */
  async districtNames(db: Db, districtId: number): Promise<{ nameEn: string; nameAr: string }> {
    const district = await this.zones.district(db, districtId);
    return { nameEn: district?.nameEn ?? '', nameAr: district?.nameAr ?? '' };
  }

  async quote(query: QuoteQuery): Promise<DeliveryQuote> {
    const { db } = this.database;
    if (!(await this.zones.branchNames(db, query.branchId))) throw ApiError.notFound('No such branch');
    const place =
      query.districtId !== undefined ? { districtId: query.districtId } : { pin: query.pin ?? '' };
    const [{ zone, distanceKm: km }, currency] = await Promise.all([
      this.zoneFor(db, query.branchId, place),
      this.currency(db),
    ]);
    let decision: DeliveryQuote['decision'] = null;
    if (query.subtotal !== undefined) {
      const decided = decideDeliveryFee(
        minorOf(query.subtotal, currency, 'subtotal'),
        termsIn(zone, currency),
      );
      decision = decided.accepted
        ? { accepted: true, fee: fromMinor(decided.feeMinor, currency), free: decided.free, shortBy: 0 }
        : { accepted: false, fee: 0, free: false, shortBy: fromMinor(decided.shortByMinor, currency) };
    }
    return {
      zoneId: zone.id,
      nameEn: zone.nameEn,
      nameAr: zone.nameAr,
      currency,
      ...amountsIn(zone, currency),
      distanceKm: km,
      decision,
    };
  }
}
