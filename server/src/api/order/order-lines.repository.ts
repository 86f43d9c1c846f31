import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeOrdersTable, DB, OrderLinesTable } from '../db/schema';
import type { RequestRow } from '../requests/request-kind';

export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderLineValues = Omit<OrderLineRow, 'orderId'>;

/** An order as the API hands it around: its row and its lines, in their order. */
/** An order with its lines, and (once read whole) whether its branch has since closed its day. */
export type CakeOrderRecord = Selectable<CakeOrdersTable> & { lines: OrderLineRow[]; dayClosed?: boolean };

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

  /** The orders with their lines (one indexed query per 500 orders). */
  async complete(db: Kysely<DB> | Trx, rows: readonly RequestRow[]): Promise<CakeOrderRecord[]> {
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
    // The rows come from the cake orders' table: they are its rows.
    return rows.map((row) => ({ ...(row as Selectable<CakeOrdersTable>), lines: lines.get(row.id) ?? [] }));
  }
}
