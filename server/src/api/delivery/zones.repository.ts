import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, DeliveryTables } from '../db/schema';
import { containsText } from '../db/text-search';

export type ZoneRow = Selectable<DeliveryTables['deliveryZones']>;
export type DistrictRow = Selectable<DeliveryTables['deliveryDistricts']>;
export type ZoneValues = Omit<ZoneRow, 'id' | 'branchId'>;
export type DistrictValues = Omit<DistrictRow, 'id' | 'zoneId' | 'branchId'> & { id?: number | undefined };

type Db = Kysely<DB> | Trx;

/** Where each branch delivers: its location, zones and districts. */
export class ZonesRepository {
  branchNames(db: Db, branchId: number) {
    return db
      .selectFrom('branches')
      .select(['nameEn', 'nameAr'])
      .where('id', '=', branchId)
      .executeTakeFirst();
  }

  origin(db: Db, branchId: number) {
    return db
      .selectFrom('deliveryOrigins')
      .select(['latitude', 'longitude'])
      .where('branchId', '=', branchId)
      .executeTakeFirst();
  }

  zones(db: Db, branchId: number): Promise<ZoneRow[]> {
    return db
      .selectFrom('deliveryZones')
      .selectAll()
      .where('branchId', '=', branchId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
  }

  /** A branch's districts in its zones' order, those whose folded names hold `folded` when given. */
  districts(db: Db, branchId: number, folded?: string): Promise<DistrictRow[]> {
    return db
      .selectFrom('deliveryDistricts as d')
      .innerJoin('deliveryZones as z', 'z.id', 'd.zoneId')
      .selectAll('d')
      .where('d.branchId', '=', branchId)
      .$if(folded !== undefined && folded !== '', (qb) =>
        qb.where((eb) =>
          eb.or([
            containsText(eb.ref('d.keyEn'), folded ?? ''),
            containsText(eb.ref('d.keyAr'), folded ?? ''),
          ]),
        ),
      )
      .orderBy('z.sortOrder')
      .orderBy('d.sortOrder')
      .orderBy('d.id')
      .execute();
  }

  district(db: Db, districtId: number) {
    return db.selectFrom('deliveryDistricts').selectAll().where('id', '=', districtId).executeTakeFirst();
  }

  zone(db: Db, zoneId: number) {
    return db.selectFrom('deliveryZones').selectAll().where('id', '=', zoneId).executeTakeFirst();
  }

  /** Districts of other branches under any of these folded names, with their branch's names. */
  claimedElsewhere(db: Db, branchId: number, keys: readonly string[]) {
    if (keys.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('deliveryDistricts as d')
      .innerJoin('branches as b', 'b.id', 'd.branchId')
      .select(['d.keyEn', 'd.keyAr', 'd.nameEn', 'd.nameAr', 'b.nameEn as branchEn', 'b.nameAr as branchAr'])
      .where('d.branchId', '<>', branchId)
      .where((eb) => eb.or([eb('d.keyEn', 'in', keys), eb('d.keyAr', 'in', keys)]))
      .execute();
  }

  async saveOrigin(trx: Trx, branchId: number, origin: { latitude: number; longitude: number } | null) {
    await trx.deleteFrom('deliveryOrigins').where('branchId', '=', branchId).execute();
    if (origin)
      await trx
        .insertInto('deliveryOrigins')
        .values({ branchId, ...origin })
        .execute();
  }

  /**
   * Replaces a branch's zones: kept ones (by id) updated, others removed, new ones added; every
   * district of the branch written again (ids kept), so names may move between zones or swap.
   */
  async replace(
    trx: Trx,
    branchId: number,
    zones: readonly { id?: number | undefined; values: ZoneValues; districts: readonly DistrictValues[] }[],
  ): Promise<void> {
    await trx.deleteFrom('deliveryDistricts').where('branchId', '=', branchId).execute();
    const kept = zones.flatMap((zone) => (zone.id === undefined ? [] : [zone.id]));
    await trx
      .deleteFrom('deliveryZones')
      .where('branchId', '=', branchId)
      .$if(kept.length > 0, (qb) => qb.where('id', 'not in', kept))
      .execute();
    for (const zone of zones) {
      let zoneId = zone.id;
      if (zoneId === undefined) {
        const inserted = await trx
          .insertInto('deliveryZones')
          .values({ branchId, ...zone.values })
          .returning('id')
          .executeTakeFirstOrThrow();
        zoneId = inserted.id;
      } else {
        await trx.updateTable('deliveryZones').set(zone.values).where('id', '=', zoneId).execute();
      }
      for (const { id, ...district } of zone.districts)
        await trx
          .insertInto('deliveryDistricts')
          .values({ ...(id === undefined ? {} : { id }), zoneId, branchId, ...district })
          .execute();
    }
  }

  /** The ids among `ids` that are this branch's zones, and its districts'. */
  async ownIds(db: Db, branchId: number) {
    const [zones, districts] = await Promise.all([
      db.selectFrom('deliveryZones').select('id').where('branchId', '=', branchId).execute(),
      db.selectFrom('deliveryDistricts').select('id').where('branchId', '=', branchId).execute(),
    ]);
    return { zones: new Set(zones.map((row) => row.id)), districts: new Set(districts.map((row) => row.id)) };
  }
}
