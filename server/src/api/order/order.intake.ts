import { dailyCapacityOn, fromMinor, linesOf } from '@cakeshop/shared';
import type { CakeOrderReceipt, cakeOrderInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { CalendarService } from '../calendar/calendar.service';
import type { Trx } from '../db/database';
import { kindOf } from '../fulfilment/fulfilment-kinds';
import type { FulfilmentKinds } from '../fulfilment/fulfilment-kinds';
import type { CakeFactsRepository } from '../fulfilment/pickup/cake-facts.repository';
import type { SiteCalendar } from '../home/site-calendar';
import type { IntakeContract } from '../requests/intake';
import type { RequestKindSpec } from '../requests/request-kind';
import { checkOrder, lineValues } from './basket';
import type { CakeOrderRecord, OrderLinesRepository } from './order-lines.repository';
import type { OrderRepository } from './order.repository';
import type { PaymentHolds } from '../payment-holds/payment-holds';

/** A visitor's order, or the staff's with `overCapacity`: counted on a full day, and flagged. */
export type OrderIntakeInput = z.output<typeof cakeOrderInput> & { overCapacity: boolean };

/** How an accepted order is answered, and what a bot that filled the honeypot is told instead. */
export interface OrderAnswer<Receipt> {
  of(row: CakeOrderRecord): Receipt;
  decoy(reference: string, totalMinor: number, currency: string): Receipt;
}

export const visitorAnswer: OrderAnswer<CakeOrderReceipt> = {
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
export const staffAnswer: OrderAnswer<number> = { of: (row) => row.id, decoy: () => 0 };

export interface OrderIntakeDeps {
  spec: RequestKindSpec<CakeOrderRecord, unknown>;
  orders: OrderRepository;
  lines: OrderLinesRepository;
  facts: CakeFactsRepository;
  /** Each kind of hand-over: an order's day is checked and counted through its kind's. */
  handOvers: FulfilmentKinds;
  site: SiteCalendar;
  calendars: CalendarService;
  now: () => Date;
}

/** The order's lines priced and checked against what is stored now (400 or 409 else). */
async function checked(deps: OrderIntakeDeps, trx: Trx, input: OrderIntakeInput) {
  const { facts, site, calendars, now, handOvers } = deps;
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
    // The total holds the hand-over's fee.
    totalMinor: values.reduce((sum, line) => sum + line.grossMinor, priced.feeMinor),
    branchCap: dailyCapacityOn(calendar, input.pickupDate),
    // checkOrder refused an unknown branch.
    branch: branch!,
    currency: settings.currency,
    handOver: { plan: plan!, feeMinor: priced.feeMinor },
  };
}

/**
 * A cake order as the intake takes it, from a visitor or from the staff (`answer` says how each
 * is answered): a basket of lines for one pick-up day and branch, its lines against the cakes,
 * its day against the branch's calendar and the lead time, its prices against what the visitor
 * was shown, and last its share of the day's capacity, in the intake's transaction.
 */
export function orderIntake<Receipt>(
  deps: OrderIntakeDeps,
  answer: OrderAnswer<Receipt>,
  /** A visitor's order may be paid as it is placed (the staff's never is). */
  holds?: PaymentHolds,
): IntakeContract<OrderIntakeInput, Awaited<ReturnType<typeof checked>>, CakeOrderRecord, Receipt> {
  return {
    name: 'cake',
    spec: deps.spec,
    check: (trx, _hooks, input) => checked(deps, trx, input),
    place: (input) => ({ branchId: input.branchId, day: input.pickupDate }),
    async store(trx, _hooks, request, input, { values, totalMinor, branchCap, branch, handOver }) {
      // Paid as it is placed: it waits for its payment, holding its places as any order does.
      const paying = holds
        ? await holds.asked(trx, 'cake', {
            payOnline: input.payOnline,
            totalMinor,
            currency: request.currency,
          })
        : null;
      const over = await deps.handOvers[handOver.plan.kind].reserve(trx, {
        branchId: input.branchId,
        pickupDate: input.pickupDate,
        lines: values,
        branchCap,
        overCapacity: input.overCapacity,
        slotId: handOver.plan.columns.slotId ?? null,
      });
      const first = values[0]!;
      const row = await deps.orders.insert(
        trx,
        paying ? { ...request, status: 'awaiting_payment' } : request,
        {
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
        },
        {
          branchId: input.branchId,
          pickupDate: input.pickupDate,
          plan: handOver.plan,
          feeMinor: handOver.feeMinor,
        },
      );
      if (holds && paying) await holds.open(trx, { ...row, day: row.pickupDate }, paying);
      return { ...row, lines: await deps.lines.insert(trx, row.id, values) };
    },
    receiptOf: (row) => answer.of(row),
    announced: (row) => row.status !== 'awaiting_payment',
    decoy: (reference, _input, { totalMinor, currency }) => answer.decoy(reference, totalMinor, currency),
    overCapacity: (row) => row.overCapacity === 1,
  };
}
