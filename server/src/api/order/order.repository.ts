import type { Insertable, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeOrdersTable } from '../db/schema';

export type CakeOrderRow = Selectable<CakeOrdersTable>;

/** What only an order stores and reads: its row, and what it names of the cake and the branch. */
export class OrderRepository {
  async insert(trx: Trx, values: Insertable<CakeOrdersTable>): Promise<CakeOrderRow> {
    return trx.insertInto('cakeOrders').values(values).returningAll().executeTakeFirstOrThrow();
  }

  cake(trx: Trx, id: number) {
    return trx
      .selectFrom('cakes')
      .select(['nameEn', 'nameAr', 'priceCents'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  branch(trx: Trx, id: number) {
    return trx.selectFrom('branches').select(['nameEn', 'nameAr']).where('id', '=', id).executeTakeFirst();
  }
}
