import type { LoadRoute } from '../../lib/route-handle';
import { screen } from '../../lib/route-handle';

/** The inbox and a request's screen for each kind, chunks of their own loaded when first opened. */
export const inboxRoutes = {
  dashboardInbox: screen(
    () => import('./inbox-screen'),
    (m) => m.InboxScreen,
    'dashboard.titles.inbox',
  ),
  dashboardOrder: screen(
    () => import('./request-screen'),
    (m) => m.OrderScreen,
    'dashboard.titles.order',
  ),
  dashboardWaitlistEntry: screen(
    () => import('./request-screen'),
    (m) => m.WaitlistEntryScreen,
    'dashboard.titles.inbox',
  ),
  dashboardCustomCake: screen(
    () => import('./request-screen'),
    (m) => m.CustomCakeScreen,
    'dashboard.titles.inbox',
  ),
  dashboardBooking: screen(
    () => import('./request-screen'),
    (m) => m.BookingScreen,
    'dashboard.titles.booking',
  ),
} satisfies Record<
  'dashboardInbox' | 'dashboardOrder' | 'dashboardWaitlistEntry' | 'dashboardCustomCake' | 'dashboardBooking',
  LoadRoute
>;
