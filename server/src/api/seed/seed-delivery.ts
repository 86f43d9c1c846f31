import { districtKey, toMinor } from '@cakeshop/shared';

import type { Trx } from '../db/database';
import { SHOP } from './seed-pages';

interface SeedZone {
  nameEn: string;
  nameAr: string;
  fee: number;
  minimumOrder: number;
  freeFrom: number | null;
  radiusKm?: number;
  districts: [string, string][];
}

/** Where each demo branch stands (by index into BRANCHES), for its radius zone. */
const ORIGINS = [
  { latitude: 25.2167, longitude: 55.2522 },
  { latitude: 25.0805, longitude: 55.1403 },
];

/** Each demo branch's zones: its neighbourhood cheap, further districts dearer, a ring for pins. */
const ZONES: SeedZone[][] = [
  [
    {
      nameEn: 'Jumeirah and around',
      nameAr: 'جميرا وما حولها',
      fee: 15,
      minimumOrder: 100,
      freeFrom: 400,
      districts: [
        ['Jumeirah 1', 'جميرا ١'],
        ['Jumeirah 2', 'جميرا ٢'],
        ['Jumeirah 3', 'جميرا ٣'],
        ['Al Wasl', 'الوصل'],
        ['Al Safa', 'الصفا'],
      ],
    },
    {
      nameEn: 'Downtown and Deira',
      nameAr: 'وسط المدينة وديرة',
      fee: 30,
      minimumOrder: 150,
      freeFrom: 600,
      radiusKm: 15,
      districts: [
        ['Downtown Dubai', 'وسط مدينة دبي'],
        ['Business Bay', 'الخليج التجاري'],
        ['Al Karama', 'الكرامة'],
        ['Deira', 'ديرة'],
      ],
    },
  ],
  [
    {
      nameEn: 'Marina and JBR',
      nameAr: 'المارينا وجي بي آر',
      fee: 15,
      minimumOrder: 100,
      freeFrom: 400,
      radiusKm: 6,
      districts: [
        ['Dubai Marina', 'دبي مارينا'],
        ['Jumeirah Beach Residence', 'مساكن شاطئ جميرا'],
        ['Jumeirah Lakes Towers', 'أبراج بحيرات جميرا'],
        ['Al Sufouh', 'الصفوح'],
      ],
    },
    {
      nameEn: 'New Dubai',
      nameAr: 'دبي الجديدة',
      fee: 25,
      minimumOrder: 150,
      freeFrom: null,
      districts: [
        ['Palm Jumeirah', 'نخلة جميرا'],
        ['Al Barsha', 'البرشاء'],
        ['Dubai Hills', 'دبي هيلز'],
        ['Arabian Ranches', 'المرابع العربية'],
      ],
    },
  ],
];

/** Morning, afternoon and evening windows, as the branches' hours allow; orders by 18:00 the day before the morning one. */
const WINDOWS = [
  { startsAt: '10:00', endsAt: '13:00', cutoffMinutes: 16 * 60, capacity: 6 },
  { startsAt: '13:00', endsAt: '16:00', cutoffMinutes: 3 * 60, capacity: 6 },
  { startsAt: '16:00', endsAt: '20:00', cutoffMinutes: 3 * 60, capacity: 10 },
];
const WEEKDAYS = [
  [0, 1, 2, 3, 4, 6],
  [0, 1, 2, 3, 4, 5, 6],
];

/** The demo branches' delivery zones and windows, in the seed's transaction. */
export async function seedDelivery(trx: Trx, branchIds: readonly number[]): Promise<void> {
  for (const [index, branchId] of branchIds.entries()) {
    const origin = ORIGINS[index];
    if (origin)
      await trx
        .insertInto('deliveryOrigins')
        .values({ branchId, ...origin })
        .execute();
    for (const [sortOrder, zone] of (ZONES[index] ?? []).entries()) {
      const minor = (amount: number) => toMinor(amount, SHOP.currency);
      const { id: zoneId } = await trx
        .insertInto('deliveryZones')
        .values({
          branchId,
          nameEn: zone.nameEn,
          nameAr: zone.nameAr,
          feeMinor: minor(zone.fee),
          minimumMinor: minor(zone.minimumOrder),
          freeFromMinor: zone.freeFrom === null ? null : minor(zone.freeFrom),
          currency: SHOP.currency,
          radiusM: zone.radiusKm === undefined ? null : zone.radiusKm * 1000,
          sortOrder,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, [nameEn, nameAr]] of zone.districts.entries())
        await trx
          .insertInto('deliveryDistricts')
          .values({
            zoneId,
            branchId,
            nameEn,
            nameAr,
            keyEn: districtKey(nameEn),
            keyAr: districtKey(nameAr),
            sortOrder: position,
          })
          .execute();
    }
    for (const weekday of WEEKDAYS[index] ?? [])
      for (const window of WINDOWS)
        await trx
          .insertInto('deliverySlots')
          .values({ branchId, weekday, ...window })
          .execute();
  }
}
