import { fromMinor, linesOf } from '@cakeshop/shared';
import type { CakeOrder, cakeOrderInput, CakeOrderReceipt, staffCakeOrderInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { CalendarService } from '../calendar/calendar.service';
import type { Trx } from '../db/database';
import { ApiError } from '../errors';
import type { FulfilmentRepository } from '../fulfilment/fulfilment.repository';
import type { SiteCalendar } from '../home/site-calendar';
import type { Intake, IntakeKind } from '../requests/intake';
import type { KindRequests } from '../requests/requests';
import { visitorColumns } from '../requests/visitor-columns';
import { checkOrder, lineValues } from './basket';
import { kindOf } from '../fulfilment/fulfilment-kinds';
import type { FulfilmentKinds } from '../fulfilment/fulfilment-kinds';
import type { CakeFactsRepository } from '../fulfilment/pickup/cake-facts.repository';
import type { CakeOrderRecord, OrderLinesRepository } from './order-lines.repository';
import type { OrderRepository } from './order.repository';

type OrderInput = z.output<typeof cakeOrderInput>;
type StaffOrderInput = z.output<typeof staffCakeOrderInput>;

export interface OrderServiceDeps {
  kind: IntakeKind<CakeOrderRecord>;
  /** The kind's share of the requests: a staff order is answered as the inbox reads it. */
  requests: KindRequests<CakeOrder>;
  orders: OrderRepository;
  /** Each order's hand-over: its day moves there. */
  fulfilments: FulfilmentRepository;
  lines: OrderLinesRepository;
  facts: CakeFactsRepository;
  /** Each kind of hand-over: an order's day is checked, counted and moved through its kind's. */
  handOvers: FulfilmentKinds;
  site: SiteCalendar;
  calendars: CalendarService;
  intake: Intake;
  now: () => Date;
}

/** How an accepted order is answered, and what a bot that filled the honeypot is told instead. */
interface Answer<Receipt> {
  of(row: CakeOrderRecord): Receipt;
  decoy(reference: string, totalMinor: number, currency: string): Receipt;
}

const visitorAnswer: Answer<CakeOrderReceipt> = {
  of: (row) => ({
    reference: row.reference,
    status: row.status,
    total: fromMinor(row.totalMinor, row.currency),
  }),
  decoy: (reference, totalMinor, currency) => ({
    reference,
    status: 'new',
    total: fromMinor(totalMinor, currency),
  }),
};

/** The staff's own orders have no honeypot: the id, to answer with the order as the inbox reads it. */
const staffAnswer: Answer<number> = { of: (row) => row.id, decoy: () => 0 };

/**
 * A cake order, from a visitor or taken by the staff: a basket of lines for one pick-up day and
 * branch. What only an order checks and stores is here (requests/ does the rest): its lines
 * against the cakes, its day against the branch's calendar and the lead time, its prices against
 * what the visitor was shown, and last its share of the day's capacity, in its own transaction.
 */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  add(input: OrderInput, address: string): Promise<CakeOrderReceipt> {
    return this.take(input, address, false, visitorAnswer);
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
    const still = await trx
      .updateTable('cakeOrders')
      // Moved by the visitor, it fits its new day: it is no longer over anyone's cap.
      .set({ overCapacity: 0 })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .executeTakeFirst();
    // Both conditional: in the status and on the day the visitor saw (a throw undoes the first).
    if (
      Number(still.numUpdatedRows) !== 1 ||
      !(await this.deps.fulfilments.moveDay(trx, order.id, order.pickupDate, pickupDate))
    )
      throw ApiError.changed('request.changed', 'The order changed meanwhile', {
        by: order.statusChangedBy ?? '',
        at: order.statusChangedAt ?? order.createdAt,
      });
    if (pickupDate !== order.pickupDate) {
      const slotId = await handOver.move(trx, order, pickupDate, calendar?.dailyCapacity ?? null);
      if (slotId !== order.slotId) await this.deps.fulfilments.moveSlot(trx, order.id, slotId);
    }
    return { from: order.pickupDate, to: pickupDate };
  }

  /**
   * An order the staff take: no hourly limit per address, every other check, and with
   * `overCapacity` it is counted on a full day (flagged on the order and in the activity log).
   */
  async addByStaff(input: StaffOrderInput): Promise<CakeOrder> {
    const id = await this.take({ ...input, website: '' }, null, input.overCapacity, staffAnswer);
    return this.deps.requests.get(id);
  }

  private take<Receipt>(
    input: OrderInput,
    address: string | null,
    overCapacity: boolean,
    answer: Answer<Receipt>,
  ): Promise<Receipt> {
    const { intake, kind } = this.deps;
    return intake.take(kind, address, input, {
      receiptOf: (row) => answer.of(row),
      overCapacity: (row) => row.overCapacity === 1,
      check: async (trx) => {
        const { values, totalMinor, branchCap, branch, handOver } = await this.checked(trx, input);
        return {
          decoy: (reference) => answer.decoy(reference, totalMinor, handOver.currency),
          store: async (reference, terms) => {
            const over = await this.deps.handOvers[handOver.plan.kind].reserve(trx, {
              branchId: input.branchId,
              pickupDate: input.pickupDate,
              lines: values,
              branchCap,
              overCapacity,
              slotId: handOver.plan.columns.slotId ?? null,
            });
            const first = values[0]!;
            const row = await this.deps.orders.insert(
              trx,
              {
                reference,
                cakeId: first.cakeId,
                cakeNameEn: first.cakeNameEn,
                cakeNameAr: first.cakeNameAr,
                // The first line's (the column's check keeps a single cake's bounds); the order's
                // number of cakes is its lines'.
                quantity: first.quantity,
                branchNameEn: branch.nameEn,
                branchNameAr: branch.nameAr,
                cakeMessage: first.cakeMessage ?? '',
                totalMinor,
                overCapacity: over ? 1 : 0,
                ...visitorColumns(input, this.deps.now(), terms),
              },
              {
                branchId: input.branchId,
                pickupDate: input.pickupDate,
                plan: handOver.plan,
                feeMinor: handOver.feeMinor,
              },
            );
            return { ...row, lines: await this.deps.lines.insert(trx, row.id, values) };
          },
        };
      },
    });
  }

  /**
   * The order's lines priced and its hand-over planned, checked against what is stored now (400
   * or 409 else): the total holds the hand-over's fee.
   */
  private async checked(trx: Trx, input: OrderInput) {
    const { facts, site, calendars, now, handOvers } = this.deps;
    const lines = linesOf(input);
    const [settings, cakes, calendar, branch] = await Promise.all([
      site.days(trx),
      facts.cakes(
        trx,
        lines.map((line) => line.cakeId),
      ),
      calendars.ofBranch(trx, input.branchId),
      facts.branch(trx, input.branchId),
    ]);
    // A branch unknown is checkOrder's refusal, named beside the branch before any delivery field.
    const plan = branch
      ? await handOvers[kindOf(input)].plan(trx, {
          branchId: input.branchId,
          day: input.pickupDate,
          currency: settings.currency,
          delivery: input.delivery,
        })
      : undefined;
    const priced = checkOrder({
      lines,
      asLines: input.lines !== undefined,
      branchId: input.branchId,
      pickupDate: input.pickupDate,
      expectedTotal: input.expectedTotal,
      cakes,
      calendar: branch ? calendar : undefined,
      timeZone: settings.timeZone,
      siteLeadDays: settings.orderLeadDays,
      now: now(),
      currency: settings.currency,
      ...(plan ? { feeOf: plan.feeOf } : {}),
    });
    const values = priced.lines.map((line) => lineValues(line, settings.vatRate));
    return {
      values,
      totalMinor: values.reduce((sum, line) => sum + line.grossMinor, priced.feeMinor),
      branchCap: calendar?.dailyCapacity ?? null,
      // checkOrder refused an unknown branch.
      branch: branch!,
      handOver: { plan: plan!, feeMinor: priced.feeMinor, currency: settings.currency },
    };
  }
}
