import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, PaymentsTable, RefundsTable } from '../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;

/** The payments and refunds of requests; what a request was paid is its paid payments less their refunds. */
export class PaymentsRepository {
  add(trx: Trx, values: Insertable<PaymentsTable>): Promise<PaymentRow> {
    return trx.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
  }

  find(db: Kysely<DB> | Trx, id: number): Promise<PaymentRow | undefined> {
    return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A request's paid payments, oldest first. */
  paidOf(db: Kysely<DB> | Trx, requestId: number): Promise<PaymentRow[]> {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('requestId', '=', requestId)
      .where('status', '=', 'paid')
      .orderBy('id')
      .execute();
  }

  /** For each request that was paid anything: its paid payments' sum less what was refunded of them. */
  async netPaid(db: Kysely<DB> | Trx, requestIds: readonly number[]): Promise<Map<number, number>> {
    if (requestIds.length === 0) return new Map();
    const [paid, refunded] = await Promise.all([
      db
        .selectFrom('payments')
        .select(['requestId', (eb) => eb.fn.sum<number | string>('amountMinor').as('sum')])
        .where('requestId', 'in', requestIds)
        .where('status', '=', 'paid')
        .groupBy('requestId')
        .execute(),
      db
        .selectFrom('refunds')
        .innerJoin('payments', 'payments.id', 'refunds.paymentId')
        .select(['payments.requestId', (eb) => eb.fn.sum<number | string>('refunds.amountMinor').as('sum')])
        .where('payments.requestId', 'in', requestIds)
        .where('refunds.status', '=', 'refunded')
        .groupBy('payments.requestId')
        .execute(),
    ]);
    const net = new Map(paid.map((row) => [row.requestId, Number(row.sum)]));
    for (const row of refunded) net.set(row.requestId, (net.get(row.requestId) ?? 0) - Number(row.sum));
    return net;
  }

  /** What was already given back, or is being, of a payment. */
  async refundedOf(db: Kysely<DB> | Trx, paymentId: number): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<number | string | null>('amountMinor').as('sum'))
      .where('paymentId', '=', paymentId)
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow();
    return Number(row.sum ?? 0);
  }

  addRefund(trx: Trx, values: Insertable<RefundsTable>): Promise<RefundRow> {
    return trx.insertInto('refunds').values(values).returningAll().executeTakeFirstOrThrow();
  }
}
