import type { changeDeliveryWindowInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { recordActivity } from '../../audit/record-activity';
import type { Database, Trx, TxHooks } from '../../db/database';
import { ApiError } from '../../errors';
import { currentActor } from '../../http/actor';

type MoveInput = z.output<typeof changeDeliveryWindowInput>;

/** What a move reads of an order: who it is, and where it stands. */
interface MovedOrder {
  id: number;
  reference: string;
  status: string;
}

/** Orders whose delivery no longer moves: gone (cancelled, or expired unpaid), or handed over. */
const CLOSED: readonly string[] = ['cancelled', 'expired', 'collected'];

export interface DeliveryMovesDeps<O extends MovedOrder> {
  database: Database;
  /** A cake order as its visitor's move reads it; undefined for no such order. */
  find(trx: Trx, orderId: number): Promise<O | undefined>;
  /** The visitor's move: the day's checks, its caps and the window's, one conditional write each. */
  move(trx: Trx, order: O, day: string, slotId: number): Promise<{ from: string; to: string }>;
  /** Writes the move in the order's history, as the staff member's. */
  history(trx: Trx, entry: { requestId: number; from: string; to: string; by: string }): Promise<void>;
  /** Tells the order's visitor where their delivery now is (they did not move it themselves). */
  tell(trx: Trx, hooks: TxHooks, orderId: number): Promise<void>;
}

/**
 * The staff move a delivered order from the inbox: to a window of another day, or another window
 * of its day, with the visitor's move's checks (the day open, the window offered, before its
 * cut-off, with a place left), in one transaction with its history, activity row and the message
 * telling its visitor the new day and window. A delivery
 * already out, or an order cancelled or collected, stays where it is.
 */
export class DeliveryMoves<O extends MovedOrder> {
  constructor(private readonly deps: DeliveryMovesDeps<O>) {}

  move({ orderId, pickupDate, slotId }: MoveInput): Promise<void> {
    return this.deps.database.write(async (trx, hooks) => {
      const [order, handOver] = await Promise.all([
        this.deps.find(trx, orderId),
        trx
          .selectFrom('fulfilments')
          .select(['kind', 'status'])
          .where('requestId', '=', orderId)
          .executeTakeFirst(),
      ]);
      if (!order || !handOver) throw ApiError.field('orderId', 'No such cake order');
      if (handOver.kind !== 'delivery')
        throw ApiError.field('orderId', 'This order is picked up, not delivered');
      if (CLOSED.includes(order.status))
        throw ApiError.conflict('order.bad_transition', `A ${order.status} order is not moved`);
      if (handOver.status !== null)
        throw ApiError.conflict('order.bad_transition', 'This delivery has left the shop');
      const done = await this.deps.move(trx, order, pickupDate, slotId);
      await this.deps.history(trx, { requestId: order.id, ...done, by: currentActor().username });
      await recordActivity(trx, {
        action: 'edit',
        entity: 'CakeOrder',
        entityId: order.id,
        summary: `${order.reference}: delivery moved ${done.from} → ${done.to}`,
        details: { kind: 'change', reference: order.reference, change: 'pickup', ...done },
      });
      await this.deps.tell(trx, hooks, order.id);
    });
  }
}
