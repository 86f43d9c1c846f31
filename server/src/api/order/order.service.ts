import { dailyCapacityOn } from '@cakeshop/shared';
import type { CakeOrder, cakeOrderInput, CakeOrderReceipt, staffCakeOrderInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Trx } from '../db/database';
import { ApiError } from '../errors';
import type { FulfilmentRepository } from '../fulfilment/fulfilment.repository';
import type { Intake } from '../requests/intake';
import type { KindRequests } from '../requests/requests';
import { claimRequest } from '../requests/request.repository';
import { orderIntake, staffAnswer, visitorAnswer } from './order.intake';
import type { OrderIntakeDeps } from './order.intake';
import type { CakeOrderRecord } from './order-lines.repository';
import type { PaymentHolds } from '../payment-holds/payment-holds';

type OrderInput = z.output<typeof cakeOrderInput>;
type StaffOrderInput = z.output<typeof staffCakeOrderInput>;

export interface OrderServiceDeps extends OrderIntakeDeps {
  /** The kind's share of the requests: a staff order is answered as the inbox reads it. */
  requests: KindRequests<CakeOrder>;
  /** Each order's hand-over: its day moves there. */
  fulfilments: FulfilmentRepository;
  intake: Intake;
  /** Checkout with payment: a visitor's order paid as it is placed. */
  holds: PaymentHolds;
}

/**
 * A cake order, from a visitor or taken by the staff, taken in by its intake contract
 * (order.intake.ts); its pick-up moved by its visitor.
 */
export class OrderService {
  private readonly visitors: ReturnType<typeof orderIntake<CakeOrderReceipt>>;
  private readonly staff: ReturnType<typeof orderIntake<number>>;

  constructor(private readonly deps: OrderServiceDeps) {
    this.visitors = orderIntake(deps, visitorAnswer, deps.holds);
    this.staff = orderIntake(deps, staffAnswer);
  }

  /** A visitor's order; one paid as it is placed answers where to pay. */
  async add(input: OrderInput, address: string): Promise<CakeOrderReceipt> {
    const receipt = await this.deps.intake.take(this.visitors, { ...input, overCapacity: false }, address);
    return receipt.status === 'awaiting_payment' ? this.deps.holds.begin(receipt, input) : receipt;
  }

  /**
   * A visitor moves their pick-up to another day: the checks of a new order's day (the branch
   * open, the lead time of the order's cakes in open days, the cut-off), then in the same
   * transaction one conditional write that moves it only from the day they saw, and its cakes
   * counted on the new day (409 `pickup.full` when they do not fit, undoing it all) and given back
   * to the old one. Returns the days, for the history.
   */
  async movePickup(
    trx: Trx,
    order: CakeOrderRecord,
    pickupDate: string,
    /** A delivered order's window on the new day (or another one the same day). */
    slotId?: number,
  ): Promise<{ from: string; to: string }> {
    const { facts, calendars, handOvers } = this.deps;
    const handOver = handOvers[order.fulfilment];
    const [cakes, calendar] = await Promise.all([
      facts.cakes(
        trx,
        order.lines.map((line) => line.cakeId),
      ),
      calendars.ofBranch(trx, order.branchId),
    ]);
    await handOver.checkDay(trx, order.branchId, pickupDate, [...cakes.values()]);
    // Both conditional: in the status and on the day the visitor saw (a throw undoes the first).
    if (
      !(await claimRequest(trx, order, { day: pickupDate })) ||
      !(await this.deps.fulfilments.moveDay(trx, order.id, order.pickupDate, pickupDate))
    )
      throw ApiError.changed('request.changed', 'The order changed meanwhile', {
        by: order.statusChangedBy ?? '',
        at: order.statusChangedAt ?? order.createdAt,
      });
    // Moved by the visitor, it fits its new day: it is no longer over anyone's cap.
    await trx.updateTable('cakeOrders').set({ overCapacity: 0 }).where('id', '=', order.id).execute();
    if (pickupDate !== order.pickupDate || slotId !== undefined) {
      const cap = dailyCapacityOn(calendar, pickupDate);
      const moved = await handOver.move(trx, order, pickupDate, cap, slotId);
      if (moved !== order.slotId) await this.deps.fulfilments.moveSlot(trx, order.id, moved);
    }
    return { from: order.pickupDate, to: pickupDate };
  }

  /**
   * An order the staff take: no hourly limit per address, every other check, and with
   * `overCapacity` it is counted on a full day (flagged on the order and in the activity log).
   */
  async addByStaff(input: StaffOrderInput): Promise<CakeOrder> {
    const id = await this.deps.intake.take(this.staff, { ...input, website: '' }, null);
    return this.deps.requests.get(id);
  }
}
