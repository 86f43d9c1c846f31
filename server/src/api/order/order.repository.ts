import type { Insertable, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeOrdersTable } from '../db/schema';

export type CakeOrderRow = Selectable<CakeOrdersTable>;

/** What only an order stores: its row (its lines are OrderLinesRepository's). */
export class OrderRepository {
  async insert(trx: Trx, values: Insertable<CakeOrdersTable>): Promise<CakeOrderRow> {
    return trx.insertInto('cakeOrders').values(values).returningAll().executeTakeFirstOrThrow();
  }
}
