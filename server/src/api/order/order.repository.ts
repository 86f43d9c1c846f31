import type { Insertable, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeOrdersTable } from '../db/schema';
import type { FulfilmentKinds } from '../fulfilment/fulfilment-kinds';
import type { FulfilmentRepository } from '../fulfilment/fulfilment.repository';
import { handOverOf } from './order-lines.repository';
import type { OrderHandOver } from './order-lines.repository';

export type CakeOrderRow = Selectable<CakeOrdersTable>;

/** Where and when an order is handed over, as it is taken: picked up at a branch on a day. */
export interface PickupAt {
  branchId: number;
  pickupDate: string;
}

/** What only an order stores: its row and its hand-over (its lines are OrderLinesRepository's). */
export class OrderRepository {
  constructor(
    private readonly fulfilments: FulfilmentRepository,
    private readonly handOvers: FulfilmentKinds,
  ) {}

  async insert(
    trx: Trx,
    values: Insertable<CakeOrdersTable>,
    { branchId, pickupDate }: PickupAt,
  ): Promise<CakeOrderRow & OrderHandOver> {
    const row = await trx.insertInto('cakeOrders').values(values).returningAll().executeTakeFirstOrThrow();
    const handOver = await this.fulfilments.insert(trx, {
      requestId: row.id,
      kind: 'pickup',
      feeMinor: this.handOvers.pickup.feeMinor(),
      day: pickupDate,
      branchId,
      slot: null,
      zoneId: null,
      address: null,
      recipientName: null,
      recipientPhone: null,
      status: null,
    });
    return { ...row, ...handOverOf(handOver) };
  }
}
