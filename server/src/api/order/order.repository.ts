import { CAKE_ORDER_STATUSES } from '@cakeshop/shared';
import type { Insertable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeOrdersTable, RequestsTable } from '../db/schema';
import type { HandOverPlan } from '../fulfilment/hand-over';
import type { FulfilmentRepository } from '../fulfilment/fulfilment.repository';
import { joinOwn } from '../requests/kind-rows';
import { insertRequest } from '../requests/request.repository';
import { handOverOf } from './order-lines.repository';
import type { CakeOrderRow, OrderHandOver } from './order-lines.repository';

export type { CakeOrderRow } from './order-lines.repository';

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

  /** The order's request (its day and branch are its pick-up's), its own row and its hand-over. */
  async insert(
    trx: Trx,
    request: Insertable<RequestsTable>,
    values: Omit<Insertable<CakeOrdersTable>, 'id'>,
    { branchId, pickupDate, plan, feeMinor }: HandOverAt,
  ): Promise<CakeOrderRow & OrderHandOver> {
    const requested = await insertRequest(trx, { ...request, branchId, day: pickupDate });
    const own = await trx
      .insertInto('cakeOrders')
      .values({ ...values, id: requested.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    const row = joinOwn(requested, own, CAKE_ORDER_STATUSES);
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
