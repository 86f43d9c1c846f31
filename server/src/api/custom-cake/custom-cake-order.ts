import { dailyCapacityOn, splitVat } from '@cakeshop/shared';

import { recordActivity } from '../audit/record-activity';
import type { CalendarService } from '../calendar/calendar.service';
import type { Trx, TxHooks } from '../db/database';
import type { SiteCalendar } from '../home/site-calendar';
import type { FulfilmentKinds } from '../fulfilment/fulfilment-kinds';
import type { CakeOrderRecord, OrderLinesRepository, OrderLineValues } from '../order/order-lines.repository';
import type { OrderRepository } from '../order/order.repository';
import type { Notifications } from '../outbox/notifications';
import { newReference } from '../requests/reference';
import type { RequestKindSpec } from '../requests/request-kind';
import type { ReadSiteSettings } from '../requests/site-settings';
import { visitorColumns } from '../requests/visitor-columns';
import { customCakeName } from './custom-cake.kind';
import type { CustomCakeRow } from './custom-cake.repository';
import type { CustomCakeOrders } from './custom-cake.service';

/**
 * No cake of the catalog: the order's cake id for a custom cake (orders keep names, not foreign
 * keys, so the order reads "Custom cake — Wedding" wherever a cake's name goes).
 */
export const CUSTOM_CAKE_ID = 0;

export interface CustomCakeOrderDeps {
  /** The quote's deposit and the balance asked of the order as payment links (when payments are online). */
  askPayments?: (
    trx: Trx,
    order: { id: number; totalMinor: number; currency: string },
    quoted: CustomCakeRow,
  ) => Promise<void>;
  orders: OrderRepository;
  lines: OrderLinesRepository;
  /** A custom cake is picked up: its day is checked and counted as an order's. */
  handOvers: FulfilmentKinds;
  orderKind: RequestKindSpec<CakeOrderRecord, unknown>;
  notifications: Notifications;
  calendar: SiteCalendar;
  calendars: CalendarService;
  settings: ReadSiteSettings;
  referenceTaken: (trx: Trx, reference: string) => Promise<boolean>;
  now: () => Date;
}

/** The one line of a custom cake's order: the quoted price, VAT included, split as any line's. */
function customLine(row: CustomCakeRow, vatRate: number): OrderLineValues {
  const grossMinor = row.quotePriceMinor ?? 0;
  return {
    lineNo: 0,
    cakeId: CUSTOM_CAKE_ID,
    cakeCategoryId: null,
    cakeNameEn: customCakeName(row.occasion, 'en'),
    cakeNameAr: customCakeName(row.occasion, 'ar'),
    sizeId: null,
    sizeLabelEn: '',
    sizeLabelAr: '',
    flavourId: null,
    flavourNameEn: null,
    flavourNameAr: null,
    quantity: 1,
    unitPriceMinor: grossMinor,
    grossMinor,
    ...splitVat(grossMinor, vatRate),
    cakeMessage: '',
  };
}

/**
 * An accepted quote becomes a cake order: one custom cake at the quoted price, for the day and
 * branch quoted, under a reference of its own, with the visitor's details and the pick-up change
 * policy of now; it starts `new`, for the staff to confirm once the deposit is in, and is
 * announced like any order. Its day is checked as any order's is, now (closed since, too soon
 * for the notice, past the cut-off), and it takes its place in the day's capacity: a day that
 * filled up since the quote refuses it (409 `pickup.full`), and the visitor asks the shop.
 */
export function customCakeOrders(deps: CustomCakeOrderDeps): CustomCakeOrders {
  const freshReference = async (trx: Trx) => {
    for (;;) {
      const reference = newReference();
      if (!(await deps.referenceTaken(trx, reference))) return reference;
    }
  };
  return {
    async place(trx: Trx, hooks: TxHooks, row: CustomCakeRow) {
      await deps.handOvers.pickup.checkDay(trx, row.branchId, row.pickupDate);
      const [days, settings] = await Promise.all([deps.calendar.days(trx), deps.settings(trx)]);
      const line = customLine(row, days.vatRate);
      const calendar = await deps.calendars.ofBranch(trx, row.branchId);
      const over = await deps.handOvers.pickup.reserve(trx, {
        branchId: row.branchId,
        pickupDate: row.pickupDate,
        lines: [line],
        branchCap: dailyCapacityOn(calendar, row.pickupDate),
        overCapacity: false,
        slotId: null,
      });
      const pickup = await deps.handOvers.pickup.plan(trx, {
        branchId: row.branchId,
        day: row.pickupDate,
        currency: row.currency,
      });
      const order = await deps.orders.insert(
        trx,
        visitorColumns(
          'cake',
          await freshReference(trx),
          row,
          deps.now(),
          { phone: row.phone, changeCutoffHours: settings.changeHours.cake, currency: row.currency },
          { branchId: row.branchId, day: row.pickupDate },
        ),
        {
          cakeId: CUSTOM_CAKE_ID,
          cakeNameEn: line.cakeNameEn,
          cakeNameAr: line.cakeNameAr,
          quantity: 1,
          branchNameEn: row.branchNameEn,
          branchNameAr: row.branchNameAr,
          cakeMessage: '',
          totalMinor: line.grossMinor,
          overCapacity: over ? 1 : 0,
        },
        { branchId: row.branchId, pickupDate: row.pickupDate, plan: pickup, feeMinor: 0 },
      );
      const record = { ...order, lines: await deps.lines.insert(trx, order.id, [line]) };
      await deps.askPayments?.(
        trx,
        { id: order.id, totalMinor: line.grossMinor, currency: row.currency },
        row,
      );
      await recordActivity(trx, {
        action: 'add',
        entity: 'CakeOrder',
        entityId: order.id,
        summary: `${order.reference} (custom cake ${row.reference})`,
        details: {
          kind: 'madeFrom',
          reference: order.reference,
          source: row.reference,
          sourceKind: 'custom',
        },
      });
      await deps.notifications.enqueue(trx, hooks, deps.orderKind.notice(record));
      return { id: order.id, reference: order.reference };
    },
  };
}
