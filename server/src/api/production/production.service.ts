import { addDays, fromMinor } from '@cakeshop/shared';
import type { ProductionSheet, productionQuery } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { BranchRepository } from '../contact-us/contact-us.repository';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import { toCsv } from '../requests/csv';
import type { ProductionRepository, ProductionRow } from './production.repository';

type Query = z.output<typeof productionQuery>;
type SheetBranch = ProductionSheet['branches'][number];

const CSV_HEADER = [
  'date',
  'branch_en',
  'branch_ar',
  'reference',
  'status',
  'customer_name',
  'phone',
  'cake_en',
  'cake_ar',
  'size_en',
  'size_ar',
  'flavour_en',
  'flavour_ar',
  'quantity',
  'cake_message',
  'customer_note',
  'balance_due',
  'custom_cake_description',
] as const;

/** Each cake and size of a branch's day with how many to bake, by cake name, then size. */
function totalsOf(rows: readonly ProductionRow[]): SheetBranch['totals'] {
  const totals = new Map<string, SheetBranch['totals'][number]>();
  for (const row of rows) {
    const key = JSON.stringify([row.cakeId, row.sizeLabelEn, row.sizeLabelAr]);
    const total = totals.get(key);
    if (total) total.quantity += row.quantity;
    else
      totals.set(key, {
        cakeId: row.cakeId,
        cakeNameEn: row.cakeNameEn,
        cakeNameAr: row.cakeNameAr,
        sizeLabelEn: row.sizeLabelEn,
        sizeLabelAr: row.sizeLabelAr,
        quantity: row.quantity,
      });
  }
  return [...totals.values()].sort(
    (a, b) => a.cakeNameEn.localeCompare(b.cakeNameEn) || a.sizeLabelEn.localeCompare(b.sizeLabelEn),
  );
}

/**
 * A branch's orders of the day, each with its lines (the rows come by reference, then line), the
 * customer's note, the balance left to take at the counter and, for a custom cake, its brief.
 */
function ordersOf(rows: readonly ProductionRow[], paid: ReadonlyMap<number, number>): SheetBranch['orders'] {
  const orders = new Map<number, SheetBranch['orders'][number]>();
  for (const row of rows) {
    let order = orders.get(row.orderId);
    if (!order) {
      order = {
        id: row.orderId,
        reference: row.reference,
        status: row.status,
        customerName: row.customerName,
        phone: row.phone,
        lines: [],
        notes: row.notes,
        balance: fromMinor(row.totalMinor - (paid.get(row.orderId) ?? 0), row.currency),
        customCake:
          row.customDescription === null
            ? null
            : {
                occasion: row.customOccasion ?? '',
                servings: row.customServings ?? 0,
                description: row.customDescription,
              },
        handOver: { kind: row.handOverKind, slot: row.handOverSlot },
      };
      orders.set(row.orderId, order);
    }
    order.lines.push({
      cakeNameEn: row.cakeNameEn,
      cakeNameAr: row.cakeNameAr,
      sizeLabelEn: row.sizeLabelEn,
      sizeLabelAr: row.sizeLabelAr,
      flavourNameEn: row.flavourNameEn,
      flavourNameAr: row.flavourNameAr,
      quantity: row.quantity,
      cakeMessage: row.cakeMessage,
    });
  }
  return [...orders.values()];
}

/** What to bake for a pick-up day, branch by branch: the staff's sheet, printed or as CSV. */
export class ProductionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly branches: BranchRepository,
    private readonly production: ProductionRepository,
    private readonly site: SiteCalendar,
    /** What each order was paid, less refunds (the payments module's `netPaid`). */
    private readonly paid: (db: Kysely<DB>, orderIds: readonly number[]) => Promise<Map<number, number>>,
  ) {}

  /**
   * The day (default: tomorrow in the site's time zone) at one branch or all, in the branches'
   * order; a branch removed since still shows the orders it took, after the others.
   */
  async sheet(query: Query): Promise<ProductionSheet> {
    const [date, branches] = await Promise.all([
      query.date ?? this.site.today(this.db).then((today) => addDays(today, 1)),
      this.branches.list(),
    ]);
    if (query.branchId !== undefined && !branches.some((branch) => branch.id === query.branchId))
      throw ApiError.field('branchId', 'No such branch');
    const rows = await this.production.lines(date, query.branchId);
    const paid = await this.paid(this.db, [...new Set(rows.map((row) => row.orderId))]);
    const listed = branches
      .filter((branch) => query.branchId === undefined || branch.id === query.branchId)
      .map((branch) => ({ branchId: branch.id, branchNameEn: branch.nameEn, branchNameAr: branch.nameAr }));
    for (const { branchId, branchNameEn, branchNameAr } of rows)
      if (!listed.some((branch) => branch.branchId === branchId))
        listed.push({ branchId, branchNameEn, branchNameAr });
    return {
      date,
      branches: listed.map(({ branchId, branchNameEn, branchNameAr }) => {
        const own = rows.filter((row) => row.branchId === branchId);
        return { branchId, branchNameEn, branchNameAr, totals: totalsOf(own), orders: ordersOf(own, paid) };
      }),
    };
  }

  /** The sheet's lines as CSV (UTF-8 with a BOM; cells that a spreadsheet would run are neutralised). */
  async csv(query: Query): Promise<string> {
    const sheet = await this.sheet(query);
    return toCsv(
      CSV_HEADER,
      sheet.branches.flatMap((branch) =>
        branch.orders.flatMap((order) =>
          order.lines.map((line) => [
            sheet.date.slice(0, 10),
            branch.branchNameEn,
            branch.branchNameAr,
            order.reference,
            order.status,
            order.customerName,
            order.phone,
            line.cakeNameEn,
            line.cakeNameAr,
            line.sizeLabelEn,
            line.sizeLabelAr,
            line.flavourNameEn,
            line.flavourNameAr,
            line.quantity,
            line.cakeMessage,
            order.notes ?? '',
            order.balance ?? '',
            order.customCake?.description ?? '',
          ]),
        ),
      ),
    );
  }
}
