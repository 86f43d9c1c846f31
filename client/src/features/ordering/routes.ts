import type { LoadRoute } from '../../lib/route-handle';
import { screen } from '../../lib/route-handle';

/** The staff's order screen (an order taken by phone or at the counter), loaded when first opened. */
export const orderingRoutes = {
  dashboardNewOrder: screen(
    () => import('./staff-order/staff-order-screen'),
    (m) => m.StaffOrderScreen,
    'dashboard.titles.newOrder',
  ),
} satisfies Record<'dashboardNewOrder', LoadRoute>;
