import { districtKey } from '@cakeshop/shared';
import type {
  DeliveryDistricts,
  DeliveryZones,
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
import { isUniqueViolation } from './unique-violation';
import { amountsIn } from './zone-terms';
import type { DistrictValues, ZonesRepository } from './zones.repository';

type UpdateInput = z.output<typeof updateDeliveryZonesInput>;
type Db = Kysely<DB> | Trx;

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

/** Where each branch delivers, at what terms, and the rule that a district has one branch. */
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
}
