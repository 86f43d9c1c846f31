import type { LoadRoute } from '../../lib/route-handle';

/** The Delivery screen and the driver's run sheet, chunks of their own loaded when first opened. */
export const deliveryRoutes = {
  dashboardDelivery: async () => ({
    Component: (await import('./delivery-screen')).DeliveryScreen,
    handle: { titleKey: 'dashboard.titles.delivery' },
  }),
  dashboardRunSheet: async () => ({
    Component: (await import('./run-sheet-screen')).RunSheetScreen,
    handle: { titleKey: 'dashboard.titles.runSheet' },
  }),
} satisfies Record<'dashboardDelivery' | 'dashboardRunSheet', LoadRoute>;
