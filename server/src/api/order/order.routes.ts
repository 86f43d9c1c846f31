import type { CakeOrder, TrackResult } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { KindRequests } from '../requests/requests.service';
import type { VisitorChanges } from '../requests/visitor-changes';
import type { CakeOrderRow } from './order.repository';
import type { OrderService } from './order.service';

export function orderHandlers(
  orders: OrderService,
  requests: KindRequests<CakeOrder>,
  changes: VisitorChanges,
): Pick<
  Handlers,
  'AddCakeOrder' | 'GetCakeOrders' | 'GetCakeOrderById' | 'UpdateCakeOrderStatus' | 'ChangeCakeOrderPickup'
> {
  return {
    AddCakeOrder: ({ body, ip }) => orders.add(body, ip),
    GetCakeOrders: ({ query }) => requests.list(query),
    GetCakeOrderById: ({ query }) => requests.get(query.Id),
    UpdateCakeOrderStatus: ({ body }) => requests.changeStatus(body),
    // Found through the registry, so the row is an order's (its kind is 'cake').
    ChangeCakeOrderPickup: async ({ body, ip }) =>
      (await changes.change(body, ip, 'pickup', 'cake', (trx, row) =>
        orders.movePickup(trx, row as CakeOrderRow, body.pickupDate),
      )) as TrackResult,
  };
}
