import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, PaymentCollectionsTable, PaymentsTable, RefundsTable } from '../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type CollectionRow = Selectable<PaymentCollectionsTable>;

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

  byReference(db: Kysely<DB> | Trx, reference: string): Promise<PaymentRow | undefined> {
    return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
  }

  byProviderRef(
    db: Kysely<DB> | Trx,
    provider: string,
    providerRef: string,
  ): Promise<PaymentRow | undefined> {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('providerRef', '=', providerRef)
      .executeTakeFirst();
  }

  /** A step of a payment's state, once: only from the states listed (a replay finds it moved). */
  async step(
    trx: Trx,
    id: number,
    from: readonly PaymentRow['status'][],
    values: Partial<Pick<PaymentRow, 'status' | 'paidOn' | 'providerRef' | 'updatedAt'>>,
  ): Promise<PaymentRow | undefined> {
    return trx
      .updateTable('payments')
      .set(values)
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  }

  /** Payments a gateway has not answered for, begun before `before`, oldest first. */
  pendingBefore(db: Kysely<DB>, before: string, limit: number): Promise<PaymentRow[]> {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'pending')
      .where('createdAt', '<', before)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  addCollection(trx: Trx, values: Insertable<PaymentCollectionsTable>): Promise<CollectionRow> {
    return trx.insertInto('paymentCollections').values(values).returningAll().executeTakeFirstOrThrow();
  }

  collection(db: Kysely<DB> | Trx, id: number): Promise<CollectionRow | undefined> {
    return db.selectFrom('paymentCollections').selectAll().where('id', '=', id).executeTakeFirst();
  }

  collectionsOf(db: Kysely<DB> | Trx, requestId: number): Promise<CollectionRow[]> {
    return db
      .selectFrom('paymentCollections')
      .selectAll()
      .where('requestId', '=', requestId)
      .orderBy('id')
      .execute();
  }

  /** A collection is paid once: the first payment that covers it closes it. */
  async collectionPaid(trx: Trx, id: number): Promise<void> {
    await trx
      .updateTable('paymentCollections')
      .set({ status: 'paid' })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
  }

  /** Every payment of a request (pending and failed ones too), oldest first. */
  allOf(db: Kysely<DB> | Trx, requestId: number): Promise<PaymentRow[]> {
    return db.selectFrom('payments').selectAll().where('requestId', '=', requestId).orderBy('id').execute();
  }

  refundsOf(db: Kysely<DB> | Trx, requestId: number): Promise<RefundRow[]> {
    return db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.paymentId')
      .selectAll('refunds')
      .where('payments.requestId', '=', requestId)
      .orderBy('refunds.id')
      .execute();
  }

  findRefund(db: Kysely<DB> | Trx, id: number): Promise<RefundRow | undefined> {
    return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** What the provider confirmed it gave back of a payment, other than refund `except`. */
  async confirmedRefundsOf(db: Kysely<DB> | Trx, paymentId: number, except: number): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<number | string | null>('amountMinor').as('sum'))
      .where('paymentId', '=', paymentId)
      .where('status', '=', 'refunded')
      .where('id', '<>', except)
      .executeTakeFirstOrThrow();
    return Number(row.sum ?? 0);
  }

  /** A refund's step, once: only while it is pending. */
  stepRefund(
    trx: Trx,
    id: number,
    values: Partial<Pick<RefundRow, 'status' | 'providerRef' | 'confirmedAt' | 'lastError'>> & {
      attempts?: number;
    },
  ): Promise<RefundRow | undefined> {
    return trx
      .updateTable('refunds')
      .set(values)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /** Refunds a provider has yet to confirm; money to give back by hand waits for the staff instead. */
  pendingRefunds(db: Kysely<DB>, limit: number): Promise<RefundRow[]> {
    return db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.paymentId')
      .selectAll('refunds')
      .where('refunds.status', '=', 'pending')
      .where('payments.provider', '<>', 'manual')
      .orderBy('refunds.id')
      .limit(limit)
      .execute();
  }

  /** A request no longer to be paid (cancelled): its open payment links are withdrawn. */
  async cancelOpenCollections(trx: Trx, requestId: number): Promise<void> {
    await trx
      .updateTable('paymentCollections')
      .set({ status: 'cancelled' })
      .where('requestId', '=', requestId)
      .where('status', '=', 'open')
      .execute();
  }
}
