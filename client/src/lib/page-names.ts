import type { PageName, pages } from '@cakeshop/shared/routes';

type Pages = typeof pages;

/** Pages of the public site (the site feature provides one lazy route for each). */
export type PublicPageName = { [K in PageName]: Pages[K]['area'] extends 'public' ? K : never }[PageName];

/** The screens inside /dashboard (the dashboard feature provides one lazy route for each). */
export type DashboardPageName = {
  [K in PageName]: Pages[K]['path'] extends `/dashboard/${string}` ? K : never;
}[PageName];

/** Protected pages under /pages (the users feature provides them). */
export type ProtectedPageName = {
  [K in PageName]: Pages[K]['path'] extends `/pages/${string}` ? K : never;
}[PageName];
