import { decideDeliveryFee, districtKey, fromMinor, pinCoordinates, toMinor } from '@cakeshop/shared';
import type {
  DeliveryDistricts,
  DeliveryQuote,
  DeliveryTerms,
  DeliveryZones,
  deliveryQuoteQuery,
  ErrorDetail,
  updateDeliveryZonesInput,
} from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError, listedIdProblems } from '../errors';
import { minorOf } from '../money';
import type { ReadCurrency } from '../money';
import { distanceKm } from './distance';
import { isUniqueViolation } from './unique-violation';
import type { DistrictValues, ZoneRow, ZonesRepository } from './zones.repository';

type UpdateInput = z.output<typeof updateDeliveryZonesInput>;
type QuoteQuery = z.output<typeof deliveryQuoteQuery>;
type Db = Kysely<DB> | Trx;

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
function amountsIn(zone: ZoneRow, currency: string) {
  const terms = termsIn(zone, currency);
  return {
    fee: fromMinor(terms.feeMinor, currency),
    minimumOrder: fromMinor(terms.minimumMinor, currency),
    freeFrom: terms.freeFromMinor === null ? null : fromMinor(terms.freeFromMinor, currency),
  };
}

const notServed = (path: string, message: string) =>
  new ApiError(409, 'delivery.not_served', message, [{ path, message }]);

/** Districts listed twice in one branch's zones (by folded name, either language), at their paths. */
function repeatedNames(input: UpdateInput): ErrorDetail[] {
  const seen = new Set<string>();
  return input.zones.flatMap((zone, z) =>
    zone.districts.flatMap((district, d) =>
      (['nameEn', 'nameAr'] as const).flatMap((field) => {
        const key = `${field}:${districtKey(district[field])}`;
        if (!seen.has(key)) return (seen.add(key), []);
        return [{ path: `zones.${z}.districts.${d}.${field}`, message: 'Listed twice' }];
      }),
    ),
  );
}

/** Where each branch delivers, what it costs, and the rule that a district has one branch. */
export class ZonesService {
  constructor(
    private readonly database: Database,
    private readonly zones: ZonesRepository,
    private readonly currency: ReadCurrency,
  ) {}

  async ofBranch(db: Db, branchId: number): Promise<DeliveryZones> {
    if (!(await this.zones.branchNames(db, branchId))) throw ApiError.notFound('No such branch');
    const [origin, zones, districts, currency] = await Promise.all([
      this.zones.origin(db, branchId),
      this.zones.zones(db, branchId),
      this.zones.districts(db, branchId),
      this.currency(db),
    ]);
    return {
      branchId,
      currency,
      origin: origin ?? null,
      zones: zones.map((zone) => ({
        id: zone.id,
        nameEn: zone.nameEn,
        nameAr: zone.nameAr,
        ...amountsIn(zone, currency),
        radiusKm: zone.radiusM === null ? null : zone.radiusM / 1000,
        districts: districts
          .filter((district) => district.zoneId === zone.id)
          .map(({ id, nameEn, nameAr }) => ({ id, nameEn, nameAr })),
      })),
    };
  }

  /**
   * Replaces one branch's zones. A district another branch already delivers to stays theirs (the
   * first to claim it keeps it): 409 `delivery.district_taken` naming it and that branch, and
   * nothing changes. The check reads before it writes; the UNIQUE index on the folded names
   * decides between two servers saving at the same moment.
   */
  async update(input: UpdateInput): Promise<DeliveryZones> {
    try {
      return await this.database.write(async (trx) => {
        const branch = await this.zones.branchNames(trx, input.branchId);
        if (!branch) throw ApiError.field('branchId', 'No such branch');
        const own = await this.zones.ownIds(trx, input.branchId);
        const problems = [
          ...listedIdProblems(input.zones, own.zones, 'zones', "Not one of this branch's zones"),
          ...input.zones.flatMap((zone, z) =>
            listedIdProblems(
              zone.districts,
              own.districts,
              `zones.${z}.districts`,
              "Not one of this branch's districts",
            ),
          ),
          ...repeatedNames(input),
        ];
        if (problems.length > 0) throw new ApiError(400, 'validation', 'Validation failed', problems);
        await this.refuseTaken(trx, input);
        const currency = await this.currency(trx);
        const minor = (amount: number, path: string) => minorOf(amount, currency, path);
        await this.zones.saveOrigin(trx, input.branchId, input.origin);
        await this.zones.replace(
          trx,
          input.branchId,
          input.zones.map((zone, z) => ({
            id: zone.id,
            values: {
              nameEn: zone.nameEn,
              nameAr: zone.nameAr,
              feeMinor: minor(zone.fee, `zones.${z}.fee`),
              minimumMinor: minor(zone.minimumOrder, `zones.${z}.minimumOrder`),
              freeFromMinor: zone.freeFrom === null ? null : minor(zone.freeFrom, `zones.${z}.freeFrom`),
              currency,
              radiusM: zone.radiusKm === null ? null : Math.round(zone.radiusKm * 1000),
              sortOrder: z,
            },
            districts: zone.districts.map((district, d): DistrictValues => ({
              id: district.id,
              nameEn: district.nameEn,
              nameAr: district.nameAr,
              keyEn: districtKey(district.nameEn),
              keyAr: districtKey(district.nameAr),
              sortOrder: d,
            })),
          })),
        );
        await recordActivity(trx, {
          action: 'edit',
          entity: 'ContactUs',
          entityId: input.branchId,
          ...named(branch.nameEn, branch.nameAr),
        });
        return this.ofBranch(trx, input.branchId);
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw ApiError.conflict(
          'delivery.district_taken',
          'A district here was just claimed by another branch',
        );
      throw error;
    }
  }

  private async refuseTaken(trx: Trx, input: UpdateInput): Promise<void> {
    const listed = input.zones.flatMap((zone, z) =>
      zone.districts.map((district, d) => ({
        path: `zones.${z}.districts.${d}.nameEn`,
        keys: [districtKey(district.nameEn), districtKey(district.nameAr)],
      })),
    );
    const claimed = await this.zones.claimedElsewhere(
      trx,
      input.branchId,
      listed.flatMap((district) => district.keys),
    );
    const details = listed.flatMap(({ path, keys }) => {
      const other = claimed.find((row) => keys.includes(row.keyEn) || keys.includes(row.keyAr));
      return other
        ? [{ path, message: `${other.nameEn} is delivered by ${other.branchEn} (${other.branchAr})` }]
        : [];
    });
    if (details.length > 0)
      throw new ApiError(
        409,
        'delivery.district_taken',
        'Another branch already delivers to these districts',
        details,
      );
  }

  /** The districts a visitor may choose at a branch, searched by either name when `q` is given. */
  async districts(branchId: number, q: string | undefined): Promise<DeliveryDistricts> {
    const { db } = this.database;
    if (!(await this.zones.branchNames(db, branchId))) throw ApiError.notFound('No such branch');
    const [zones, districts, currency] = await Promise.all([
      this.zones.zones(db, branchId),
      this.zones.districts(db, branchId, q === undefined ? undefined : districtKey(q)),
      this.currency(db),
    ]);
    const byId = new Map(zones.map((zone) => [zone.id, zone]));
    return {
      branchId,
      currency,
      districts: districts.flatMap((district) => {
        const zone = byId.get(district.zoneId);
        if (!zone) return [];
        return [
          {
            id: district.id,
            nameEn: district.nameEn,
            nameAr: district.nameAr,
            zoneId: zone.id,
            ...amountsIn(zone, currency),
          },
        ];
      }),
      byRadius: zones.some((zone) => zone.radiusM !== null),
    };
  }

  /**
   * The zone that serves a district or a pin at a branch: the district's own zone, or the
   * smallest ring around the branch that holds the pin (measured here, never by the browser).
   * 409 `delivery.not_served` naming the field otherwise.
   */
  async zoneFor(
    db: Db,
    branchId: number,
    place: { districtId: number } | { pin: string },
  ): Promise<{ zone: ZoneRow; distanceKm: number | null }> {
    if ('districtId' in place) {
      const district = await this.zones.district(db, place.districtId);
      const zone = district?.branchId === branchId ? await this.zones.zone(db, district.zoneId) : undefined;
      if (!zone) throw notServed('districtId', 'This branch does not deliver to this district');
      return { zone, distanceKm: null };
    }
    const point = pinCoordinates(place.pin);
    if (!point) throw ApiError.field('pin', 'This link holds no place; choose a district instead');
    const origin = await this.zones.origin(db, branchId);
    const rings = (await this.zones.zones(db, branchId))
      .filter((zone) => zone.radiusM !== null)
      .sort((a, b) => (a.radiusM ?? 0) - (b.radiusM ?? 0));
    const km = origin ? distanceKm(origin, point) : null;
    const zone = km === null ? undefined : rings.find((ring) => km * 1000 <= (ring.radiusM ?? 0));
    if (!zone || km === null)
      throw notServed('pin', 'This place is beyond the distance this branch delivers');
    return { zone, distanceKm: Math.round(km * 10) / 10 };
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
