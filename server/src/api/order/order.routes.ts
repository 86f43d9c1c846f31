import type { CakeOrder, TrackResult } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { KindRequests } from '../requests/requests';
import type { VisitorChanges } from '../requests/visitor-changes';
import type { CakeOrderRecord } from './order-lines.repository';
import type { OrderPayments } from './order-payments';
import type { OrderService } from './order.service';
import type { PickupDaysService } from '../fulfilment/pickup/pickup-days.service';

export function orderHandlers(
  orders: OrderService,
  requests: KindRequests<CakeOrder>,
  changes: VisitorChanges,
  pickupDays: PickupDaysService,
  payments: OrderPayments,
): Pick<
  Handlers,
  | 'AddCakeOrder'
  | 'AddCakeOrderByStaff'
  | 'GetCakeOrders'
  | 'GetCakeOrderById'
  | 'UpdateCakeOrderStatus'
  | 'GetPickupDays'
  | 'ChangeCakeOrderPickup'
  | 'GetOrderPayments'
  | 'RecordOrderPayment'
> {
  return {
    AddCakeOrder: ({ body, ip }) => orders.add(body, ip),
    AddCakeOrderByStaff: ({ body }) => orders.addByStaff(body),
    GetCakeOrders: ({ query }) => requests.list(query),
    GetCakeOrderById: ({ query }) => requests.get(query.Id),
    UpdateCakeOrderStatus: ({ body }) => requests.changeStatus(body),
    GetPickupDays: ({ query }) => pickupDays.days(query),
    // Found through the registry, so the row is an order's (its kind is 'cake').
    ChangeCakeOrderPickup: async ({ body, ip }) =>
      (await changes.change(body, ip, 'pickup', 'cake', (trx, row) =>
        orders.movePickup(trx, row as CakeOrderRecord, body.pickupDate, body.slotId),
      )) as TrackResult,
    GetOrderPayments: ({ query }) => payments.ofOrder(query.orderId),
    RecordOrderPayment: ({ body }) => payments.record(body),
  };
}
