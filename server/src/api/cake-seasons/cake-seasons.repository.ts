import type { Kysely } from 'kysely';

import type { DB } from '../db/schema';
import { cakeScope } from '../fulfilment/pickup/pickup-capacity';

/** What the seasonal cakes read of the day counters and the cakes. */
export const cakeSeasonsRepository = {
  /** Each cake's count on each day from `from` on at the branch, keyed `day|cakeId`. */
  async taken(db: Kysely<DB>, branchId: number, cakeIds: readonly number[], from: string) {
    if (cakeIds.length === 0) return new Map<string, number>();
    const rows = await db
      .selectFrom('pickupCounters')
      .select(['pickupDate', 'scope', 'taken'])
      .where('branchId', '=', branchId)
      .where('pickupDate', '>=', from)
      .where('scope', 'in', cakeIds.map(cakeScope))
      .execute();
    return new Map(rows.map((row) => [`${row.pickupDate}|${cakeScope(row.scope)}`, row.taken]));
  },

  /** The cakes' names, for a day full for one of them. */
  async names(db: Kysely<DB>, cakeIds: readonly number[]) {
    if (cakeIds.length === 0) return new Map<number, { nameEn: string; nameAr: string }>();
    const rows = await db
      .selectFrom('cakes')
      .select(['id', 'nameEn', 'nameAr'])
      .where('id', 'in', cakeIds)
      .execute();
    return new Map(rows.map(({ id, nameEn, nameAr }) => [id, { nameEn, nameAr }]));
  },
};
