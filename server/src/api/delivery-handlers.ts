import type { CakeOrder } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Database, Trx } from './db/database';
import type { DB } from './db/schema';
import { DeliveryMoves } from './fulfilment/delivery/delivery-moves';
import { DeliveryStatuses } from './fulfilment/delivery/delivery-status';
import { RunSheets } from './fulfilment/delivery/run-sheet';
import { RUN_SHEET_CSV_HEADER, runSheetRows } from './fulfilment/delivery/run-sheet-csv';
import type { Handlers } from './http/handler';
import { worded } from './messages/message-text';
import type { StatusMessages } from './messages/status-messages';
import type { CakeOrderRecord } from './order/order-lines.repository';
import type { OrderService } from './order/order.service';
import { wordsIn } from './outbox/wording';
import type { RequestChangesRepository } from './requests/request-changes.repository';
import { toCsv } from './requests/csv';

export interface DeliveryHandlersDeps {
  database: Database;
  /** A cake order as the requests read it (its lines and hand-over); undefined: none. */
  find: (trx: Trx, orderId: number) => Promise<CakeOrderRecord | undefined>;
  /** The order as the staff read it, once moved. */
  read: (orderId: number) => Promise<CakeOrder>;
  messages: StatusMessages;
  orders: Pick<OrderService, 'movePickup'>;
  changes: RequestChangesRepository;
  netPaid: (db: Kysely<DB>, ids: readonly number[]) => Promise<Map<number, number>>;
  currency: (db: Kysely<DB>) => Promise<string>;
  now: () => Date;
}

/**
 * The staff's rows of a delivered order, wired to the requests they act on: its steps (out,
 * delivered, not delivered), which tell its visitor as the order's own steps do, a failure with
 * its reason; its move to another window, which is its visitor's move made from the inbox in the
 * staff member's name, and tells them so; and the driver's run sheet, as a page and as CSV.
 */
export function deliveryHandlers(
  deps: DeliveryHandlersDeps,
): Pick<
  Handlers,
  'UpdateDeliveryStatus' | 'GetDeliveryRunSheet' | 'ChangeDeliveryWindow' | 'ExportDeliveryRunSheet'
> {
  const { database, find, messages, now } = deps;
  const statuses = new DeliveryStatuses({
    database,
    tell: async (trx, hooks, orderId, message, reason) => {
      const row = await find(trx, orderId);
      if (!row) return;
      const { t } = wordsIn(row.language);
      await messages.send(trx, hooks, 'cake', row, message, {
        again: true,
        more: reason ? [worded(t, 'notices.messages.deliveryReason', { reason })] : [],
      });
    },
  });
  const moves = new DeliveryMoves({
    database,
    find,
    move: (trx, order, day, slotId) => deps.orders.movePickup(trx, order, day, slotId),
    history: (trx, entry) =>
      deps.changes.add(trx, {
        ...entry,
        requestKind: 'cake',
        field: 'pickup',
        at: now().toISOString(),
        idempotencyKey: null,
      }),
    tell: async (trx, hooks, orderId) => {
      const row = await find(trx, orderId);
      // Each move tells again: the visitor reads where the cake is now.
      if (row) await messages.send(trx, hooks, 'cake', row, 'deliveryMoved', { again: true });
    },
  });
  const runSheets = new RunSheets({ database, netPaid: deps.netPaid, currency: deps.currency });
  return {
    UpdateDeliveryStatus: ({ body }) => statuses.update(body),
    GetDeliveryRunSheet: ({ query }) => runSheets.of(query.branchId, query.day),
    ChangeDeliveryWindow: async ({ body }) => {
      await moves.move(body);
      return deps.read(body.orderId);
    },
    ExportDeliveryRunSheet: async ({ query }) =>
      toCsv(RUN_SHEET_CSV_HEADER, runSheetRows(await runSheets.of(query.branchId, query.day))),
  };
}
