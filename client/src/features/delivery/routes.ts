import type { LoadRoute } from '../../lib/route-handle';

/** The Delivery screen, a chunk of its own loaded when it is first opened. */
export const deliveryRoutes = {
  dashboardDelivery: async () => ({
    Component: (await import('./delivery-screen')).DeliveryScreen,
    handle: { titleKey: 'dashboard.titles.delivery' },
  }),
} satisfies Record<'dashboardDelivery', LoadRoute>;
