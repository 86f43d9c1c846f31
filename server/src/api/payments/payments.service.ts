import { fromMinor } from '@cakeshop/shared';
import type { OrderPayments, recordOrderPaymentInput } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import { minorOf } from '../money';
import type { PaymentsRepository } from './payments.repository';

type PaymentInput = z.output<typeof recordOrderPaymentInput>;

/**
 * What a cake order was paid (no gateway: the staff record each deposit or payment they took,
 * with its method and day) and what is left: the balance the inbox and /track show.
 */
export class PaymentsService {
  constructor(
    private readonly database: Database,
    private readonly payments: PaymentsRepository,
  ) {}

  async ofOrder(orderId: number, db: Kysely<DB> | Trx = this.database.db): Promise<OrderPayments> {
    const order = await this.payments.order(db, orderId);
    if (!order) throw ApiError.notFound('No such cake order');
    const rows = await this.payments.ofOrder(db, orderId);
    const paidMinor = rows.reduce((sum, row) => sum + row.amountMinor, 0);
    return {
      orderId,
      total: fromMinor(order.totalMinor, order.currency),
      paid: fromMinor(paidMinor, order.currency),
      balance: fromMinor(order.totalMinor - paidMinor, order.currency),
      payments: rows.map((row) => ({
        id: row.id,
        amount: fromMinor(row.amountMinor, row.currency),
        method: row.method,
        paidOn: row.paidOn,
        note: row.note,
        recordedBy: row.recordedBy,
        recordedAt: row.recordedAt,
      })),
    };
  }

  record(input: PaymentInput): Promise<OrderPayments> {
    return this.database.write(async (trx) => {
      const order = await this.payments.order(trx, input.orderId);
      if (!order) throw ApiError.field('orderId', 'No such cake order');
      await this.payments.add(trx, {
        orderId: input.orderId,
        amountMinor: minorOf(input.amount, order.currency, 'amount'),
        currency: order.currency,
        method: input.method,
        paidOn: input.paidOn,
        note: input.note,
        recordedBy: currentActor().username,
        recordedAt: new Date().toISOString(),
      });
      await recordActivity(trx, {
        action: 'edit',
        entity: 'CakeOrder',
        entityId: input.orderId,
        summary: `${order.reference}: ${input.method} payment ${input.amount}`,
        details: { kind: 'payment', reference: order.reference, method: input.method, amount: input.amount },
      });
      return this.ofOrder(input.orderId, trx);
    });
  }
}
