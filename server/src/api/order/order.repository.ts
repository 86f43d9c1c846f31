import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeOrdersTable, DB } from '../db/schema';
import { VisitorRequestRepository } from '../requests/visitor-request.repository';

export type CakeOrderRow = Selectable<CakeOrdersTable>;

/** Cake orders, and what an order needs to know of the cake and the branch it names. */
export class OrderRepository extends VisitorRequestRepository<'cakeOrders', CakeOrderRow> {
  constructor(db: Kysely<DB>) {
    super(db, 'cakeOrders');
  }

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
