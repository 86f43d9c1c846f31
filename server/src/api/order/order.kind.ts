import { CAKE_ORDER_STATUSES, canMove, fromMinor, waitsForDay } from '@cakeshop/shared';
import type { CakeOrder, CakeOrderLine, CakeOrderStatus } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { ClosedOn } from '../calendar/calendar.service';
import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { FulfilmentRepository } from '../fulfilment/fulfilment.repository';
import type { VisitorRequestNotice } from '../outbox/notice';
import type { Language, Words } from '../outbox/wording';
import { wordsIn } from '../outbox/wording';
import { withOwnRows } from '../requests/kind-rows';
import type { RequestKindSpec } from '../requests/request-kind';
import { visitorNotice, visitorOut } from '../requests/visitor-columns';
import type { FulfilmentSpec } from '../fulfilment/fulfilment-kinds';
import type { FulfilmentKind } from '../db/schema';
import { deliveryOut, trackedDelivery } from '../fulfilment/delivery/delivery-details';
import { HAND_OVER_WORDS } from '../fulfilment/hand-over-words';
import type { CakeOrderRecord, OrderLineRow, OrderLinesRepository } from './order-lines.repository';
import { outOfSeason } from './out-of-season';

const toLine = (line: OrderLineRow, currency: string): CakeOrderLine => ({
  cakeId: line.cakeId,
  cakeNameEn: line.cakeNameEn,
  cakeNameAr: line.cakeNameAr,
  sizeId: line.sizeId,
  sizeLabelEn: line.sizeLabelEn,
  sizeLabelAr: line.sizeLabelAr,
  flavourId: line.flavourId,
  flavourNameEn: line.flavourNameEn,
  flavourNameAr: line.flavourNameAr,
  quantity: line.quantity,
  unitPrice: fromMinor(line.unitPriceMinor, currency),
  cakeMessage: line.cakeMessage,
  total: fromMinor(line.grossMinor, currency),
});

const cakesIn = (order: CakeOrderRecord) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * An order as the staff read it. Its first version's fields stay: `cakeId` and `cakeMessage` are
 * the first line's, `quantity` the number of cakes in all its lines.
 */
function toCakeOrder(order: CakeOrderRecord): CakeOrder {
  return {
    ...visitorOut(order),
    cakeId: order.cakeId,
    cakeNameEn: order.cakeNameEn,
    cakeNameAr: order.cakeNameAr,
    quantity: cakesIn(order),
    pickupDate: order.pickupDate,
    branchId: order.branchId,
    branchNameEn: order.branchNameEn,
    branchNameAr: order.branchNameAr,
    cakeMessage: order.cakeMessage,
    total: fromMinor(order.totalMinor, order.currency),
    lines: order.lines.map((line) => toLine(line, order.currency)),
    overCapacity: order.overCapacity === 1,
    fulfilment: order.fulfilment,
    delivery: order.delivery && deliveryOut(order.delivery, order.currency),
    dayClosed: order.dayClosed === true,
  };
}

/** A line's cake, size and flavour in one language ("Rose cake, 2 kg, pistachio"). */
function lineName(line: OrderLineRow, { t, pick }: Words): string {
  const options = [pick(line.sizeLabelEn, line.sizeLabelAr), pick(line.flavourNameEn, line.flavourNameAr)];
  return options
    .filter((option) => option !== '')
    .reduce(
      (name, option) => t('notices.lines.option', { name, option }),
      pick(line.cakeNameEn, line.cakeNameAr),
    );
}

/** What an order is called in one language: its first cake, and how many others. */
function title(order: CakeOrderRecord, language: Language): string {
  const words = wordsIn(language);
  const name = words.pick(order.cakeNameEn, order.cakeNameAr);
  const others = order.lines.length - 1;
  return others > 0 ? words.t('notices.lines.andMore', { name, count: others }) : name;
}

/** What an order's messages list, in one language: each line and its message, the day, the total. */
function lines(order: CakeOrderRecord, language: Language): string[] {
  const words = wordsIn(language);
  const { t, money } = words;
  return [
    ...order.lines.flatMap((line) => [
      t('notices.lines.cake', { name: lineName(line, words), quantity: line.quantity }),
      ...(line.cakeMessage ? [t('notices.lines.cakeMessage', { message: line.cakeMessage })] : []),
    ]),
    ...HAND_OVER_WORDS[order.fulfilment]({ ...order, day: order.pickupDate }, words),
    t('notices.lines.total', { total: money(order.totalMinor, order.currency) }),
  ];
}

function notice(order: CakeOrderRecord): VisitorRequestNotice {
  return {
    kind: 'cake',
    ...visitorNotice(order),
    event: 'cake_order.created',
    titleEn: title(order, 'en'),
    titleAr: title(order, 'ar'),
    date: order.pickupDate,
    total: fromMinor(order.totalMinor, order.currency),
    currency: order.currency,
    lines: { en: lines(order, 'en'), ar: lines(order, 'ar') },
    fields: {
      quantity: cakesIn(order),
      branchEn: order.branchNameEn,
      branchAr: order.branchNameAr,
      cakeMessage: order.cakeMessage,
      lines: order.lines.map((line) => toLine(line, order.currency)),
    },
  };
}

/** The cells of the inbox's CSV: every line in one cell, every message in another. */
function exported(order: CakeOrderRecord) {
  const each = (language: Language) => {
    const words = wordsIn(language);
    return order.lines
      .map((line) => words.t('site.track.line', { name: lineName(line, words), quantity: line.quantity }))
      .join('; ');
  };
  return {
    itemEn: each('en'),
    itemAr: each('ar'),
    date: order.pickupDate,
    amount: cakesIn(order),
    branchEn: order.branchNameEn,
    branchAr: order.branchNameAr,
    cakeMessage: order.lines
      .map((line) => line.cakeMessage)
      .filter((message) => message !== '')
      .join(' | '),
    totalMinor: order.totalMinor,
  };
}

/** Whether an order in this status holds its cakes on its day (one waiting for its payment does). */
const counts = (status: string) => status !== 'cancelled' && status !== 'expired';

/**
 * A cake order, as the requests code handles every kind (requests/request-kind.ts): its lines are
 * read beside its row, and a status change that stops it counting gives its cakes back to the day.
 */
export function cakeOrderKind(deps: {
  lines: OrderLinesRepository;
  fulfilments: FulfilmentRepository;
  /**
   * Each kind of hand-over, to give a cancelled order's place back to its day, and take it again
   * for an expired order brought back (its payment came late).
   */
  handOvers: Readonly<Record<FulfilmentKind, Pick<FulfilmentSpec, 'release' | 'reserve'>>>;
  /** A branch's cap of cakes on a day (null: none), as a new order's is read. */
  capOn: (trx: Trx, branchId: number, day: string) => Promise<number | null>;
  /**
   * Which days the branches' calendars close now (read once per batch of orders): an order still
   * waiting for a day its branch has since closed is marked, and may be moved whatever the cut-off.
   */
  closedOn: (db: Kysely<DB> | Trx) => Promise<ClosedOn>;
}): RequestKindSpec<CakeOrderRecord, CakeOrder> {
  return {
    entity: 'CakeOrder',
    countField: 'newCakeOrders',
    canMove: (from, to) => canMove('cake', from as CakeOrderStatus, to as CakeOrderStatus),
    toContract: toCakeOrder,
    track: (order) => ({
      status: order.status,
      date: order.pickupDate,
      titleEn: title(order, 'en'),
      titleAr: title(order, 'ar'),
      lines: order.lines.map((line) => ({
        nameEn: lineName(line, wordsIn('en')),
        nameAr: lineName(line, wordsIn('ar')),
        quantity: line.quantity,
      })),
      // A pick-up's answer stays as it was: only a delivery says more.
      ...(order.delivery ? { delivery: trackedDelivery(order.delivery) } : {}),
    }),
    exported,
    notice,
    complete: async (db, requests) => {
      const rows = await withOwnRows(requests, CAKE_ORDER_STATUSES, (ids) =>
        db.selectFrom('cakeOrders').selectAll().where('id', 'in', ids).execute(),
      );
      const handOvers = await deps.fulfilments.of(
        db,
        rows.map((row) => row.id),
      );
      const orders = await deps.lines.complete(db, rows, handOvers);
      const [closed, gone] = await Promise.all([deps.closedOn(db), outOfSeason(db)]);
      return orders.map((order) => ({
        ...order,
        dayClosed:
          waitsForDay('cake', order.status) &&
          (closed(order.branchId, order.pickupDate) ||
            gone(
              order.lines.map((line) => line.cakeId),
              order.pickupDate,
            )),
      }));
    },
    // Until it is ready: a cake being decorated is not moved or cancelled from a web page.
    visitorChanges: { allowed: ['cancel', 'pickup'], from: ['new', 'confirmed'] },
    // A pick-up is the whole day at the branch the visitor chose.
    details: (_db, order) =>
      Promise.resolve({
        day: order.pickupDate,
        time: null,
        durationHours: null,
        branchId: order.branchId,
        bringEn: '',
        bringAr: '',
        maxSeats: null,
        closedByShop: order.dayClosed === true,
      }),
    onMove: async (trx, order, { from, to }) => {
      const handOver = deps.handOvers[order.fulfilment];
      if (counts(from) && !counts(to)) await handOver.release(trx, order);
      // Back from expired: its places taken again under the caps (409 when the day is full).
      if (!counts(from) && counts(to))
        await handOver.reserve(trx, {
          ...order,
          branchCap: await deps.capOn(trx, order.branchId, order.pickupDate),
          overCapacity: false,
        });
    },
  };
}
