import type { LoadRoute } from '../../lib/route-handle';

/** /dashboard/invoices: its own chunk, loaded when the screen is first opened. */
export const invoicesRoutes: Record<'dashboardInvoices', LoadRoute> = {
  dashboardInvoices: async () => ({
    Component: (await import('./invoices-screen')).InvoicesScreen,
    handle: { titleKey: 'dashboard.titles.invoices' },
  }),
};
