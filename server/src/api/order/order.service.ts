import { fromCents, PICKUP_WINDOW_DAYS } from '@cakeshop/shared';
import type { cakeOrderInput, CakeOrderReceipt } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Trx } from '../db/database';
import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import type { Intake, IntakeKind } from '../requests/intake';
import { visitorColumns } from '../requests/visitor-columns';
import type { CakeOrderRow, OrderRepository } from './order.repository';

type OrderInput = z.output<typeof cakeOrderInput>;

const receipt = (row: Pick<CakeOrderRow, 'reference' | 'status' | 'totalCents'>): CakeOrderReceipt => ({
  reference: row.reference,
  status: row.status,
  total: fromCents(row.totalCents),
});

/** A visitor's cake order: what only an order checks and stores (requests/ does the rest). */
export class OrderService {
  constructor(
    private readonly kind: IntakeKind<CakeOrderRow>,
    private readonly orders: OrderRepository,
    private readonly calendar: SiteCalendar,
    private readonly intake: Intake,
    private readonly now: () => Date,
  ) {}

  /** The pick-up day must leave the bakery its lead time and be within six months (site time zone). */
  private async checkPickup(trx: Trx, pickupDate: string): Promise<void> {
    const { earliest, latest } = await this.calendar.days(trx);
    if (pickupDate < earliest)
      throw ApiError.field('pickupDate', `The earliest pick-up day is ${earliest.slice(0, 10)}`);
    if (pickupDate > latest)
      throw ApiError.field('pickupDate', `Pick-up days go up to ${PICKUP_WINDOW_DAYS} days ahead`);
  }

  /**
   * A visitor moves their pick-up to another day: the same checks as a new order's day, then one
   * conditional write that moves it only from the day they saw. Returns the days, for the history.
   */
  async movePickup(trx: Trx, row: CakeOrderRow, pickupDate: string): Promise<{ from: string; to: string }> {
    await this.checkPickup(trx, pickupDate);
    const moved = await trx
      .updateTable('cakeOrders')
      .set({ pickupDate })
      .where('id', '=', row.id)
      .where('pickupDate', '=', row.pickupDate)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw ApiError.changed('request.changed', 'The order changed meanwhile', {
        by: row.statusChangedBy ?? '',
        at: row.statusChangedAt ?? row.createdAt,
      });
    return { from: row.pickupDate, to: pickupDate };
  }

  add(input: OrderInput, address: string): Promise<CakeOrderReceipt> {
    return this.intake.take(this.kind, address, input, {
      receiptOf: receipt,
      check: async (trx) => {
        const cake = await this.orders.cake(trx, input.cakeId);
        if (!cake) throw ApiError.field('cakeId', 'No such cake');
        const branch = await this.orders.branch(trx, input.branchId);
        if (!branch) throw ApiError.field('branchId', 'No such branch');
        await this.checkPickup(trx, input.pickupDate);
        const totalCents = cake.priceCents * input.quantity;
        return {
          decoy: (reference) => receipt({ reference, status: 'new', totalCents }),
          store: (reference, changeCutoffHours) =>
            this.orders.insert(trx, {
              reference,
              idempotencyKey: input.idempotencyKey,
              cakeId: input.cakeId,
              cakeNameEn: cake.nameEn,
              cakeNameAr: cake.nameAr,
              quantity: input.quantity,
              pickupDate: input.pickupDate,
              branchId: input.branchId,
              branchNameEn: branch.nameEn,
              branchNameAr: branch.nameAr,
              cakeMessage: input.cakeMessage,
              totalCents,
              ...visitorColumns(input, this.now(), changeCutoffHours),
            }),
        };
      },
    });
  }
}
