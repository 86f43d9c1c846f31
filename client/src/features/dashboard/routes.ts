import { pages } from '@cakeshop/shared/routes';
import type { ComponentType } from 'react';

import type { DashboardPageName } from '../../lib/page-names';
import type { LoadRoute, TranslationKey } from '../../lib/route-handle';

/**
 * A screen's route, loaded when its page is first opened: each screen is a chunk of its own, so
 * /dashboard/home does not download the tables and forms of the others.
 */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  titleKey: TranslationKey,
  roles?: readonly string[],
): LoadRoute {
  return async () => ({ Component: pick(await load()), handle: { titleKey, ...(roles ? { roles } : {}) } });
}

/**
 * The dashboard screens, one per /dashboard/* page of the shared page table: the content
 * screens, and the owner's (accounts, activity, backup), whose roles come from the table. They
 * render inside the shell and load their data with TanStack Query (skeletons while it arrives).
 * The Invoices screen is a feature of its own (features/invoices), joined to these in the router.
 */
export const dashboardRoutes: Record<
  Exclude<DashboardPageName, 'dashboardInvoices' | 'dashboardDelivery' | 'dashboardRunSheet'>,
  LoadRoute
> = {
  dashboardHome: screen(
    () => import('./overview/overview-screen'),
    (m) => m.OverviewScreen,
    'dashboard.titles.overview',
  ),
  dashboardHomePage: screen(
    () => import('./single/home-screen'),
    (m) => m.HomeScreen,
    'dashboard.titles.home',
  ),
  dashboardAbout: screen(
    () => import('./single/about-screen'),
    (m) => m.AboutScreen,
    'dashboard.titles.about',
  ),
  dashboardCakes: screen(
    () => import('./cakes/cakes-screen'),
    (m) => m.CakesScreen,
    'dashboard.titles.cakes',
  ),
  dashboardInstructor: screen(
    () => import('./single/instructor-screen'),
    (m) => m.InstructorScreen,
    'dashboard.titles.instructor',
  ),
  dashboardCourses: screen(
    () => import('./courses/courses-screen'),
    (m) => m.CoursesScreen,
    'dashboard.titles.courses',
  ),
  dashboardCategories: screen(
    () => import('./categories/category-screens'),
    (m) => m.CourseCategoriesScreen,
    'dashboard.titles.categories',
  ),
  dashboardCakeCategories: screen(
    () => import('./categories/category-screens'),
    (m) => m.CakeCategoriesScreen,
    'dashboard.titles.cakeCategories',
  ),
  dashboardContact: screen(
    () => import('./contact/contact-screen'),
    (m) => m.ContactScreen,
    'dashboard.titles.contact',
  ),
  dashboardCalendar: screen(
    () => import('./calendar/calendar-screen'),
    (m) => m.CalendarScreen,
    'dashboard.titles.calendar',
  ),
  dashboardSeasons: screen(
    () => import('./seasons/seasons-screen'),
    (m) => m.SeasonsScreen,
    'dashboard.titles.seasons',
  ),
  dashboardFaq: screen(
    () => import('./faq/faq-screen'),
    (m) => m.FaqScreen,
    'dashboard.titles.faq',
  ),
  dashboardInbox: screen(
    () => import('./inbox/inbox-screen'),
    (m) => m.InboxScreen,
    'dashboard.titles.inbox',
  ),
  dashboardOrder: screen(
    () => import('./inbox/request-screen'),
    (m) => m.OrderScreen,
    'dashboard.titles.order',
  ),
  dashboardWaitlistEntry: screen(
    () => import('./inbox/request-screen'),
    (m) => m.WaitlistEntryScreen,
    'dashboard.titles.inbox',
  ),
  dashboardCustomCake: screen(
    () => import('./inbox/request-screen'),
    (m) => m.CustomCakeScreen,
    'dashboard.titles.inbox',
  ),
  dashboardBooking: screen(
    () => import('./inbox/request-screen'),
    (m) => m.BookingScreen,
    'dashboard.titles.booking',
  ),
  dashboardScheduled: screen(
    () => import('./drafts/scheduled-screen'),
    (m) => m.ScheduledScreen,
    'dashboard.titles.scheduled',
  ),
  dashboardNewOrder: screen(
    () => import('./inbox/staff-order-screen'),
    (m) => m.StaffOrderScreen,
    'dashboard.titles.newOrder',
  ),
  dashboardProduction: screen(
    () => import('./production/production-screen'),
    (m) => m.ProductionScreen,
    'dashboard.titles.production',
  ),
  dashboardSettings: screen(
    () => import('./settings/settings-screen'),
    (m) => m.SettingsScreen,
    'dashboard.titles.settings',
  ),
  accounts: screen(
    () => import('./owner/accounts-screen'),
    (m) => m.AccountsScreen,
    'dashboard.titles.accounts',
    pages.accounts.roles,
  ),
  activity: screen(
    () => import('./owner/activity-screen'),
    (m) => m.ActivityScreen,
    'dashboard.titles.activity',
    pages.activity.roles,
  ),
  backup: screen(
    () => import('./owner/backup-screen'),
    (m) => m.BackupScreen,
    'dashboard.titles.backup',
    pages.backup.roles,
  ),
};
