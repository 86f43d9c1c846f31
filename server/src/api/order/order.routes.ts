import type { CakeOrder } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { KindRequests } from '../requests/requests.service';
import type { OrderService } from './order.service';

export function orderHandlers(
  orders: OrderService,
  requests: KindRequests<CakeOrder>,
): Pick<Handlers, 'AddCakeOrder' | 'GetCakeOrders' | 'GetCakeOrderById' | 'UpdateCakeOrderStatus'> {
  return {
    AddCakeOrder: ({ body, ip }) => orders.add(body, ip),
    GetCakeOrders: ({ query }) => requests.list(query),
    GetCakeOrderById: ({ query }) => requests.get(query.Id),
    UpdateCakeOrderStatus: ({ body }) => requests.changeStatus(body),
  };
}
