import type { Insertable, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeOrdersTable } from '../db/schema';
import type { HandOverPlan } from '../fulfilment/hand-over';
import type { FulfilmentRepository } from '../fulfilment/fulfilment.repository';
import { handOverOf } from './order-lines.repository';
import type { OrderHandOver } from './order-lines.repository';

export type CakeOrderRow = Selectable<CakeOrdersTable>;

/** Where and when an order is handed over, as it is taken: its branch, day, kind and fee. */
export interface HandOverAt {
  branchId: number;
  pickupDate: string;
  plan: Pick<HandOverPlan, 'kind' | 'columns'>;
  feeMinor: number;
}

/** What only an order stores: its row and its hand-over (its lines are OrderLinesRepository's). */
export class OrderRepository {
  constructor(private readonly fulfilments: FulfilmentRepository) {}

  async insert(
    trx: Trx,
    values: Insertable<CakeOrdersTable>,
    { branchId, pickupDate, plan, feeMinor }: HandOverAt,
  ): Promise<CakeOrderRow & OrderHandOver> {
    const row = await trx.insertInto('cakeOrders').values(values).returningAll().executeTakeFirstOrThrow();
    const handOver = await this.fulfilments.insert(trx, {
      requestId: row.id,
      kind: plan.kind,
      feeMinor,
      day: pickupDate,
      branchId,
      ...plan.columns,
      status: null,
    });
    return { ...row, ...handOverOf(handOver) };
  }
}
