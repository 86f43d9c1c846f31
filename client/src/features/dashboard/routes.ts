import { pages } from '@cakeshop/shared/routes';

import type { DashboardPageName } from '../../lib/page-names';
import type { LoadRoute } from '../../lib/route-handle';
import { screen } from '../../lib/route-handle';

/**
 * The dashboard screens, one per /dashboard/* page of the shared page table: the content
 * screens, and the owner's (accounts, activity, backup), whose roles come from the table. They
 * render inside the shell and load their data with TanStack Query (skeletons while it arrives).
 * The Invoices screen, the inbox's and the staff's order screen are features of their own
 * (features/invoices, features/inbox, features/ordering), joined to these in the router.
 */
export const dashboardRoutes: Record<
  Exclude<
    DashboardPageName,
    | 'dashboardInvoices'
    | 'dashboardDelivery'
    | 'dashboardRunSheet'
    | 'dashboardInbox'
    | 'dashboardOrder'
    | 'dashboardWaitlistEntry'
    | 'dashboardCustomCake'
    | 'dashboardBooking'
    | 'dashboardNewOrder'
  >,
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
  dashboardScheduled: screen(
    () => import('./drafts/scheduled-screen'),
    (m) => m.ScheduledScreen,
    'dashboard.titles.scheduled',
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
