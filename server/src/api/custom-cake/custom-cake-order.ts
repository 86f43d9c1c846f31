import { recordActivity } from '../audit/record-activity';
import type { Trx, TxHooks } from '../db/database';
import type { SiteCalendar } from '../home/site-calendar';
import type { CakeOrderRow, OrderRepository } from '../order/order.repository';
import type { Notifications } from '../outbox/notifications';
import { newReference } from '../requests/reference';
import type { RequestKindSpec } from '../requests/request-kind';
import { customCakeName } from './custom-cake.kind';
import type { CustomCakeRow } from './custom-cake.repository';
import type { CustomCakeOrders } from './custom-cake.service';

/**
 * No cake of the catalog: the order's cake id for a custom cake (orders keep names, not foreign
 * keys, so the order reads "Custom cake — Wedding" wherever a cake's name goes).
 */
export const CUSTOM_CAKE_ID = 0;

/**
 * An accepted quote becomes a cake order: one custom cake at the quoted price, for the day and
 * branch asked, under a reference of its own, with the visitor's details; it starts `new`, for
 * the staff to confirm once the deposit is in, and is announced like any order.
 */
export function customCakeOrders(deps: {
  orders: OrderRepository;
  orderKind: RequestKindSpec<CakeOrderRow, unknown>;
  notifications: Notifications;
  calendar: SiteCalendar;
  referenceTaken: (trx: Trx, reference: string) => Promise<boolean>;
  now: () => Date;
}): CustomCakeOrders {
  const freshReference = async (trx: Trx) => {
    for (;;) {
      const reference = newReference();
      if (!(await deps.referenceTaken(trx, reference))) return reference;
    }
  };
  return {
    async place(trx: Trx, hooks: TxHooks, row: CustomCakeRow) {
      const order = await deps.orders.insert(trx, {
        reference: await freshReference(trx),
        idempotencyKey: null,
        cakeId: CUSTOM_CAKE_ID,
        cakeNameEn: customCakeName(row.occasion, 'en'),
        cakeNameAr: customCakeName(row.occasion, 'ar'),
        quantity: 1,
        pickupDate: row.pickupDate,
        branchId: row.branchId,
        branchNameEn: row.branchNameEn,
        branchNameAr: row.branchNameAr,
        cakeMessage: '',
        totalCents: row.quotePriceCents ?? 0,
        customerName: row.customerName,
        phone: row.phone,
        phoneDigits: row.phoneDigits,
        email: row.email,
        notes: row.notes,
        language: row.language,
        status: 'new',
        staffNote: '',
        createdAt: deps.now().toISOString(),
      });
      await recordActivity(trx, {
        action: 'add',
        entity: 'CakeOrder',
        entityId: order.id,
        summary: `${order.reference} (custom cake ${row.reference})`,
      });
      const { currency } = await deps.calendar.days(trx);
      await deps.notifications.enqueue(trx, hooks, deps.orderKind.notice(order, currency));
      return { id: order.id, reference: order.reference };
    },
  };
}
