import { DELIVERY_STEPS } from '@cakeshop/shared';
import type { DeliveryStatus, MessageKind, OrderDelivery, updateDeliveryStatusInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { recordActivity } from '../../audit/record-activity';
import type { Database, Trx, TxHooks } from '../../db/database';
import { ApiError } from '../../errors';
import { deliveryDetailsOf, deliveryOut } from './delivery-details';

type StatusInput = z.output<typeof updateDeliveryStatusInput>;

/** The message each step sends its visitor. */
const MESSAGE_ON_STEP: Readonly<Record<DeliveryStatus, MessageKind>> = {
  out_for_delivery: 'deliveryOut',
  delivered: 'deliveryDone',
  failed: 'deliveryFailed',
};

export interface DeliveryStatusDeps {
  database: Database;
  /** Tells the order's visitor, in the step's transaction (once per message kind; a reason added). */
  tell(trx: Trx, hooks: TxHooks, orderId: number, message: MessageKind, reason: string): Promise<void>;
}

/**
 * Where a delivered order is once it leaves: out, delivered, or an attempt that failed (with its
 * reason), in the steps `DELIVERY_STEPS` allows, each one conditional write on the status the
 * staff saw, its activity row and its visitor's message in the same transaction.
 */
export class DeliveryStatuses {
  constructor(private readonly deps: DeliveryStatusDeps) {}

  update(input: StatusInput): Promise<OrderDelivery> {
    return this.deps.database.write(async (trx, hooks) => {
      const row = await trx
        .selectFrom('fulfilments')
        .innerJoin('requests', 'requests.id', 'fulfilments.requestId')
        .selectAll('fulfilments')
        .select(['requests.reference', 'requests.currency', 'requests.status as orderStatus'])
        .where('fulfilments.requestId', '=', input.orderId)
        .executeTakeFirst();
      if (!row) throw ApiError.field('orderId', 'No such cake order');
      if (row.kind !== 'delivery') throw ApiError.field('orderId', 'This order is picked up, not delivered');
      if (row.orderStatus === 'cancelled')
        throw new ApiError(409, 'order.bad_transition', 'This order is cancelled');
      if (!DELIVERY_STEPS[row.status ?? 'waiting'].includes(input.status))
        throw new ApiError(
          409,
          'order.bad_transition',
          `A delivery ${row.status ?? 'not yet out'} cannot become ${input.status}`,
        );
      const moved = await trx
        .updateTable('fulfilments')
        .set({ status: input.status, statusReason: input.status === 'failed' ? input.reason : null })
        .where('requestId', '=', input.orderId)
        .where((eb) => (row.status === null ? eb('status', 'is', null) : eb('status', '=', row.status)))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        throw ApiError.conflict('request.changed', 'The delivery changed meanwhile');
      await recordActivity(trx, {
        action: 'status',
        entity: 'CakeOrder',
        entityId: input.orderId,
        summary: `${row.reference}: delivery ${input.status}${input.reason ? ` (${input.reason})` : ''}`,
      });
      await this.deps.tell(trx, hooks, input.orderId, MESSAGE_ON_STEP[input.status], input.reason);
      const after = {
        ...row,
        status: input.status,
        statusReason: input.status === 'failed' ? input.reason : null,
      };
      return deliveryOut(deliveryDetailsOf(after)!, row.currency);
    });
  }
}
