import { fromMinor, UNBOOKED_CAKE_STATUSES } from '@cakeshop/shared';
import type { DeliveryRunSheet, RunStop } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Database, Trx } from '../../db/database';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { deliveryDetailsOf } from './delivery-details';

type Db = Kysely<DB> | Trx;

export interface RunSheetDeps {
  database: Database;
  /** What each order was paid, net of refunds, in its minor unit. */
  netPaid(db: Db, requestIds: readonly number[]): Promise<Map<number, number>>;
  currency(db: Db): Promise<string>;
}

/** A line as the driver reads it: "Rose cake, 1 kg, pistachio × 2", in each language. */
const lineText = (separator: string, quantity: number, ...parts: (string | null)[]) =>
  `${parts.filter((part) => part).join(separator)} × ${quantity}`;

/** The window's start, for ordering the day (`10:00–13:00` before `13:00–16:00`). */
const startOf = (window: string) => window.slice(0, 5);

/** A zone of a window as it is gathered: its stops, and its place in the branch's order. */
type RunZone = DeliveryRunSheet['windows'][number]['zones'][number] & { order: number };

/**
 * The driver's run sheet: one branch's deliveries on a day that are not cancelled, by window in
 * time order, then by zone in the branch's order, each stop by its district, with what to collect
 * at the door when the order is not paid. One query per table, whatever the number of orders.
 */
export class RunSheets {
  constructor(private readonly deps: RunSheetDeps) {}

  async of(branchId: number, day: string): Promise<DeliveryRunSheet> {
    const { db } = this.deps.database;
    const branch = await db
      .selectFrom('branches')
      .select(['nameEn', 'nameAr'])
      .where('id', '=', branchId)
      .executeTakeFirst();
    if (!branch) throw ApiError.notFound('No such branch');
    const rows = await db
      .selectFrom('fulfilments as f')
      .innerJoin('requests as r', 'r.id', 'f.requestId')
      .innerJoin('cakeOrders as o', 'o.id', 'f.requestId')
      .leftJoin('deliveryZones as z', 'z.id', 'f.zoneId')
      .selectAll('f')
      .select([
        'r.reference',
        'r.status as orderStatus',
        'r.customerName',
        'r.phone',
        'r.notes',
        'o.totalMinor',
        'r.currency',
        'z.nameEn as zoneNameEn',
        'z.nameAr as zoneNameAr',
        'z.sortOrder as zoneOrder',
      ])
      .where('f.branchId', '=', branchId)
      .where('f.day', '=', day)
      .where('f.kind', '=', 'delivery')
      .where('r.status', 'not in', UNBOOKED_CAKE_STATUSES)
      .execute();
    const ids = rows.map((row) => row.requestId);
    const [lines, paid, currency] = await Promise.all([
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('orderLines').selectAll().where('orderId', 'in', ids).orderBy('lineNo').execute(),
      this.deps.netPaid(db, ids),
      this.deps.currency(db),
    ]);
    const windows = new Map<string, Map<string, RunZone>>();
    const sorted = rows
      .flatMap((row) => {
        const delivery = deliveryDetailsOf(row);
        return delivery ? [{ row, delivery }] : [];
      })
      .sort(
        (a, b) =>
          startOf(a.delivery.window).localeCompare(startOf(b.delivery.window)) ||
          a.delivery.address.districtNameEn.localeCompare(b.delivery.address.districtNameEn) ||
          a.row.reference.localeCompare(b.row.reference),
      );
    for (const { row, delivery } of sorted) {
      const own = lines.filter((line) => line.orderId === row.requestId);
      const stop: RunStop = {
        orderId: row.requestId,
        reference: row.reference,
        status: row.orderStatus,
        customerName: row.customerName,
        phone: row.phone,
        address: delivery.address,
        recipient: delivery.recipient,
        linesEn: own.map((line) =>
          lineText(', ', line.quantity, line.cakeNameEn, line.sizeLabelEn, line.flavourNameEn),
        ),
        linesAr: own.map((line) =>
          lineText('، ', line.quantity, line.cakeNameAr, line.sizeLabelAr, line.flavourNameAr),
        ),
        cakeMessages: own.map((line) => line.cakeMessage).filter((message) => message !== ''),
        deliveryStatus: delivery.status,
        collect: fromMinor(
          Math.max(0, Number(row.totalMinor) - (paid.get(row.requestId) ?? 0)),
          row.currency,
        ),
        notes: row.notes,
      };
      const zones = windows.get(delivery.window) ?? new Map<string, RunZone>();
      windows.set(delivery.window, zones);
      const key = String(row.zoneId ?? 0);
      const zone: RunZone = zones.get(key) ?? {
        zoneId: row.zoneId,
        nameEn: row.zoneNameEn ?? '',
        nameAr: row.zoneNameAr ?? '',
        order: row.zoneOrder ?? Number.MAX_SAFE_INTEGER,
        stops: [],
      };
      zone.stops.push(stop);
      zones.set(key, zone);
    }
    return {
      branchId,
      branchNameEn: branch.nameEn,
      branchNameAr: branch.nameAr,
      day,
      currency,
      windows: [...windows].map(([window, zones]) => ({
        window,
        zones: [...zones.values()]
          .sort((a, b) => a.order - b.order)
          .map(({ order: _order, ...zone }) => zone),
      })),
    };
  }
}
