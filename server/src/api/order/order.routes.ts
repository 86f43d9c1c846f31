import type { CakeOrder } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { KindRequests } from '../requests/requests.service';
import type { OrderService } from './order.service';
import type { PickupDaysService } from './pickup-days.service';

export function orderHandlers(
  orders: OrderService,
  requests: KindRequests<CakeOrder>,
  pickupDays: PickupDaysService,
): Pick<
  Handlers,
  | 'AddCakeOrder'
  | 'AddCakeOrderByStaff'
  | 'GetCakeOrders'
  | 'GetCakeOrderById'
  | 'UpdateCakeOrderStatus'
  | 'GetPickupDays'
> {
  return {
    AddCakeOrder: ({ body, ip }) => orders.add(body, ip),
    AddCakeOrderByStaff: ({ body }) => orders.addByStaff(body),
    GetCakeOrders: ({ query }) => requests.list(query),
    GetCakeOrderById: ({ query }) => requests.get(query.Id),
    UpdateCakeOrderStatus: ({ body }) => requests.changeStatus(body),
    GetPickupDays: ({ query }) => pickupDays.days(query),
  };
}
