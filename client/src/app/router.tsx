import type { PageName } from '@cakeshop/shared/routes';
import { pages, pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { redirect } from 'react-router-dom';

import type { DashboardPageName, ProtectedPageName, PublicPageName } from '../lib/page-names';
import type { LazyRoute } from '../lib/route-handle';
import { requireUser } from './guard';
import { once } from './lazy-once';
import { RoleGate } from './role-gate';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';
import { InitialLoading } from './initial-loading';

const PAGE_NAMES = Object.keys(pages) as PageName[];
const PUBLIC_PAGES = PAGE_NAMES.filter((name): name is PublicPageName => pages[name].area === 'public');
const DASHBOARD_PAGES = PAGE_NAMES.filter((name): name is DashboardPageName =>
  pages[name].path.startsWith(`${pages.dashboard.path}/`),
);
const PROTECTED_PAGES = PAGE_NAMES.filter((name): name is ProtectedPageName =>
  pages[name].path.startsWith(`${pages.pages.path}/`),
);

/**
 * What an area's module gives for one page: the route, or a function that loads it, for a page
 * with a chunk of its own (each dashboard screen, so one screen does not download the others).
 */
type AreaRoute = LazyRoute | (() => Promise<LazyRoute>);

/** Child routes of one area, with paths from the page table and everything else from the area's chunk. */
function children<N extends PageName>(
  names: readonly N[],
  load: () => Promise<Record<N, AreaRoute>>,
): RouteObject[] {
  return names.map((name) => ({
    id: name,
    ...(pages[name].path === '/' ? { index: true } : { path: pages[name].path }),
    lazy: async () => {
      const route: AreaRoute = (await load())[name];
      return typeof route === 'function' ? route() : route;
    },
  }));
}

/**
 * Every route, built from the shared page table. Each area is its own lazy chunk, so a visitor of
 * the public site never downloads admin code (shell, forms, zod) and an admin never loads the site.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const site = once(async () => (await import('../features/site/routes')).createSiteRoutes(queryClient));
  const dashboard = once(async () =>
    (await import('../features/dashboard/routes')).createDashboardRoutes(queryClient),
  );
  const users = once(async () => (await import('../features/users/routes')).createUsersRoutes(queryClient));
  const shell = once(async () => (await import('../features/shell/routes')).shellRoute);
  const account = once(async () =>
    (await import('../features/account/routes')).createAccountRoutes(queryClient),
  );
  const notFound = once(async () => (await import('../features/not-found/routes')).notFoundRoute);

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootError,
      HydrateFallback: InitialLoading,
      children: [
        {
          id: 'site',
          path: pathTo('home'),
          lazy: async () => (await site()).layout,
          children: children(PUBLIC_PAGES, async () => (await site()).pages),
        },
        {
          id: 'admin',
          loader: requireUser(queryClient),
          // The user is fetched afresh on entering the area, not on every screen or filter change.
          shouldRevalidate: () => false,
          Component: RoleGate,
          children: [
            {
              id: 'shell',
              lazy: async () => shell(),
              children: [
                {
                  path: pathTo('dashboard'),
                  children: [
                    { index: true, loader: () => redirect(pathTo('dashboardHome')) },
                    ...children(DASHBOARD_PAGES, dashboard),
                  ],
                },
                {
                  path: pathTo('pages'),
                  children: [
                    { index: true, loader: () => redirect(pathTo('users')) },
                    ...children(PROTECTED_PAGES, users),
                  ],
                },
              ],
            },
          ],
        },
        {
          path: pathTo('account'),
          children: [
            { index: true, loader: ({ request }) => redirect(pathTo('login') + new URL(request.url).search) },
            { id: 'login', path: pathTo('login'), lazy: async () => (await account()).login },
          ],
        },
        { id: 'not-found', path: '*', lazy: async () => notFound() },
      ],
    },
  ];
}
