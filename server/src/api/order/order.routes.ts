import type { Handlers } from '../http/handler';
import type { OrderService } from './order.service';

export function orderHandlers(
  orders: OrderService,
): Pick<Handlers, 'AddCakeOrder' | 'GetCakeOrders' | 'GetCakeOrderById' | 'UpdateCakeOrderStatus'> {
  return {
    AddCakeOrder: ({ body, ip }) => orders.add(body, ip),
    GetCakeOrders: ({ query }) => orders.list(query),
    GetCakeOrderById: ({ query }) => orders.get(query.Id),
    UpdateCakeOrderStatus: ({ body }) => orders.updateStatus(body),
  };
}
