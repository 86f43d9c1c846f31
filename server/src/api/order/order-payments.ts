import { fromMinor } from '@cakeshop/shared';
import type {
  ActivityEntity,
  OrderPayments as OrderPaymentsOut,
  recordOrderPaymentInput,
} from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import { minorOf } from '../money';
import type { Payments } from '../payments/payments';
import { ledgerOut } from '../payments/payments-view';

type PaymentInput = z.output<typeof recordOrderPaymentInput>;

/**
 * What a payment needs to know of what it pays into: a cake order (its total) or a course booking
 * (its seats at the price they were booked at), and the currency it was made in.
 */
export async function paidInto(db: Kysely<DB> | Trx, id: number) {
  const row = await db
    .selectFrom('requests')
    .leftJoin('cakeOrders', 'cakeOrders.id', 'requests.id')
    .leftJoin('courseBookings', 'courseBookings.id', 'requests.id')
    .select([
      'requests.id',
      'requests.kind',
      'requests.reference',
      'requests.currency',
      'requests.status',
      'cakeOrders.totalMinor',
      'courseBookings.unitPriceMinor',
      'courseBookings.seats',
    ])
    .where('requests.id', '=', id)
    .where('requests.kind', 'in', ['cake', 'course'])
    .executeTakeFirst();
  if (!row) return undefined;
  const { totalMinor, unitPriceMinor, seats, ...order } = row;
  const entity: ActivityEntity = order.kind === 'course' ? 'CourseBooking' : 'CakeOrder';
  return {
    ...order,
    entity,
    totalMinor: Number(totalMinor ?? Number(unitPriceMinor ?? 0) * Number(seats ?? 0)),
  };
}

const ended = (status: string) => status === 'cancelled' || status === 'expired';

/**
 * What a cake order was paid and what is left (the balance the inbox and /track show): each
 * deposit or payment the staff took is a `manual` payment of the payments module, and the order
 * hears of it (and of a refund) to leave its line in the activity log.
 */
export class OrderPayments {
  constructor(
    private readonly database: Database,
    private readonly payments: Payments,
  ) {
    payments.onPaid(async (trx, payment) => {
      const order = await paidInto(trx, payment.requestId);
      if (!order) return;
      const amount = fromMinor(payment.amountMinor, payment.currency);
      await recordActivity(trx, {
        action: 'edit',
        entity: order.entity,
        entityId: order.id,
        summary: `${order.reference}: ${payment.method} payment ${amount}`,
        details: { kind: 'payment', reference: order.reference, method: payment.method, amount },
      });
    });
    payments.onRefunded(async (trx, refund, payment) => {
      const order = await paidInto(trx, payment.requestId);
      if (!order) return;
      await recordActivity(trx, {
        action: 'edit',
        entity: order.entity,
        entityId: order.id,
        summary: `${order.reference}: refund ${fromMinor(refund.amountMinor, refund.currency)}`,
      });
    });
  }

  /** Read through the caller's `db`: inside a change's transaction, another read would wait on it. */
  async ofOrder(orderId: number, db: Kysely<DB> | Trx = this.database.db): Promise<OrderPaymentsOut> {
    const order = await paidInto(db, orderId);
    if (!order) throw ApiError.notFound('No such cake order or course booking');
    const [ledger, net] = await Promise.all([
      this.payments.ledgerOf(db, orderId),
      this.payments.netPaid(db, [orderId]),
    ]);
    const paidMinor = net.get(orderId) ?? 0;
    return {
      orderId,
      total: fromMinor(order.totalMinor, order.currency),
      paid: fromMinor(paidMinor, order.currency),
      // A cancelled or expired order owes nothing more (what it gives back is in its refunds).
      balance: fromMinor(ended(order.status) ? 0 : order.totalMinor - paidMinor, order.currency),
      ...ledgerOut(ledger, this.payments.deps.providers),
    };
  }

  record(input: PaymentInput): Promise<OrderPaymentsOut> {
    return this.database.write(async (trx, hooks) => {
      const order = await paidInto(trx, input.orderId);
      if (!order) throw ApiError.field('orderId', 'No such cake order or course booking');
      await this.payments.recordManual(trx, hooks, {
        requestId: order.id,
        collectionId: null,
        amountMinor: minorOf(input.amount, order.currency, 'amount'),
        currency: order.currency,
        method: input.method,
        paidOn: input.paidOn,
        note: input.note,
        by: currentActor().username,
      });
      return this.ofOrder(order.id, trx);
    });
  }
}
