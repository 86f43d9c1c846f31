import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeOrderStatus } from '@cakeshop/shared';

import type { CakeOrdersTable, DB, FulfilmentKind, OrderLinesTable } from '../db/schema';
import { deliveryDetailsOf } from '../fulfilment/delivery/delivery-details';
import type { DeliveryDetails } from '../fulfilment/delivery/delivery-details';
import type { FulfilmentRow } from '../fulfilment/fulfilment.repository';
import type { KindRow } from '../requests/request-kind';

export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderLineValues = Omit<OrderLineRow, 'orderId'>;

/** An order's hand-over (its row of `fulfilments`) under the names the order's contract gives it. */
export interface OrderHandOver {
  pickupDate: string;
  branchId: number;
  fulfilment: FulfilmentKind;
  recipientName: string | null;
  recipientPhone: string | null;
  /** A delivery's window (its place is given back by id). */
  slotId: number | null;
  /** Where, when and to whom it is delivered; null for a pick-up. */
  delivery: DeliveryDetails | null;
}

export const handOverOf = (row: FulfilmentRow): OrderHandOver => ({
  pickupDate: row.day,
  branchId: row.branchId,
  fulfilment: row.kind,
  recipientName: row.recipientName,
  recipientPhone: row.recipientPhone,
  slotId: row.slotId,
  delivery: deliveryDetailsOf(row),
});

/**
 * An order as the API hands it around: its row, its hand-over, its lines in their order, and
 * (once read whole) whether its branch has since closed its day.
 */
export type CakeOrderRecord = CakeOrderRow & OrderHandOver & { lines: OrderLineRow[]; dayClosed?: boolean };

/** An order's request and its own row (its cake, names, total). */
export type CakeOrderRow = KindRow<Omit<Selectable<CakeOrdersTable>, 'id'>, CakeOrderStatus>;

/** Ids per query: well under any database's limit of bound values. */
const CHUNK = 500;

/** An order's lines: written with the order, read for a batch of orders at once. */
export class OrderLinesRepository {
  async insert(trx: Trx, orderId: number, lines: readonly OrderLineValues[]): Promise<OrderLineRow[]> {
    return trx
      .insertInto('orderLines')
      .values(lines.map((line) => ({ ...line, orderId })))
      .returningAll()
      .execute();
  }

  /** The orders with their hand-overs and lines (one indexed query each per 500 orders). */
  async complete(
    db: Kysely<DB> | Trx,
    rows: readonly CakeOrderRow[],
    handOvers: ReadonlyMap<number, FulfilmentRow>,
  ): Promise<CakeOrderRecord[]> {
    const lines = new Map<number, OrderLineRow[]>(rows.map((row) => [row.id, []]));
    const ids = [...lines.keys()];
    for (let start = 0; start < ids.length; start += CHUNK) {
      const found = await db
        .selectFrom('orderLines')
        .selectAll()
        .where('orderId', 'in', ids.slice(start, start + CHUNK))
        .orderBy('orderId')
        .orderBy('lineNo')
        .execute();
      for (const line of found) lines.get(line.orderId)?.push(line);
    }
    // Every order has its hand-over.
    return rows.map((row) => ({
      ...row,
      ...handOverOf(handOvers.get(row.id)!),
      lines: lines.get(row.id) ?? [],
    }));
  }
}
