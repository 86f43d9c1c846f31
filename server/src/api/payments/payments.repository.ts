import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, OrderPaymentsTable } from '../db/schema';

export type PaymentRow = Selectable<OrderPaymentsTable>;

/** Deposits and payments recorded against cake orders, and the orders' totals they settle. */
export class PaymentsRepository {
  async add(trx: Trx, values: Insertable<OrderPaymentsTable>): Promise<void> {
    await trx.insertInto('orderPayments').values(values).execute();
  }

  ofOrder(db: Kysely<DB> | Trx, orderId: number): Promise<PaymentRow[]> {
    return db.selectFrom('orderPayments').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
  }

  order(db: Kysely<DB> | Trx, id: number) {
    return db
      .selectFrom('cakeOrders')
      .select(['id', 'reference', 'totalMinor', 'currency'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
