import type { PageName } from '@cakeshop/shared/routes';
import { pages, pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { redirect } from 'react-router-dom';

import { createAccountRoutes } from '../features/account/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { inboxRoutes } from '../features/inbox/routes';
import { invoicesRoutes } from '../features/invoices/routes';
import { deliveryRoutes } from '../features/delivery/routes';
import { loadNotFoundRoute } from '../features/not-found/routes';
import { orderingRoutes } from '../features/ordering/routes';
import { loadShellRoute } from '../features/shell/routes';
import { usersRoutes } from '../features/users/routes';
import type { DashboardPageName, ProtectedPageName } from '../lib/page-names';
import type { LoadRoute } from '../lib/route-handle';
import { requireUser } from './guard';
import { InitialLoading } from './initial-loading';
import { RoleGate } from './role-gate';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';

const PAGE_NAMES = Object.keys(pages) as PageName[];
const DASHBOARD_PAGES = PAGE_NAMES.filter((name): name is DashboardPageName =>
  pages[name].path.startsWith(`${pages.dashboard.path}/`),
);
const PROTECTED_PAGES = PAGE_NAMES.filter((name): name is ProtectedPageName =>
  pages[name].path.startsWith(`${pages.pages.path}/`),
);

/** One route per page of an area, its path from the page table and everything else loaded by `lazy`. */
function children<N extends PageName>(names: readonly N[], routes: Record<N, LoadRoute>): RouteObject[] {
  return names.map((name) => ({
    id: name,
    ...(pages[name].path === '/' ? { index: true } : { path: pages[name].path }),
    lazy: routes[name],
  }));
}

/** Any other path inside an admin area: the dashboard's own not-found screen. */
const adminNotFound: RouteObject = { path: '*', lazy: loadNotFoundRoute };

/**
 * A public page is the server's: the browser app never renders one. A link to it from the
 * dashboard is followed as an ordinary navigation.
 */
const publicPage: RouteObject = {
  path: '*',
  loader: ({ request }) => {
    window.location.assign(request.url);
    return null;
  },
  Component: InitialLoading,
};

/**
 * The browser app's routes, built from the shared page table: the dashboard and the account
 * pages. Each page's code is its own chunk, loaded by react-router's `lazy`; the public site is
 * rendered by the server and never loads any of it.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const account = createAccountRoutes(queryClient);
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootError,
      HydrateFallback: InitialLoading,
      children: [
        {
          id: 'admin',
          loader: requireUser(queryClient),
          // The user is fetched afresh on entering the area, not on every screen or filter change.
          shouldRevalidate: () => false,
          Component: RoleGate,
          children: [
            {
              id: 'shell',
              lazy: loadShellRoute,
              children: [
                {
                  path: pathTo('dashboard'),
                  children: [
                    { index: true, loader: () => redirect(pathTo('dashboardHome')) },
                    ...children(DASHBOARD_PAGES, {
                      ...dashboardRoutes,
                      ...inboxRoutes,
                      ...orderingRoutes,
                      ...invoicesRoutes,
                      ...deliveryRoutes,
                    }),
                    adminNotFound,
                  ],
                },
                {
                  path: pathTo('pages'),
                  children: [
                    { index: true, loader: () => redirect(pathTo('users')) },
                    ...children(PROTECTED_PAGES, usersRoutes),
                    adminNotFound,
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
            { id: 'login', path: pathTo('login'), lazy: account.login },
            adminNotFound,
          ],
        },
        publicPage,
      ],
    },
  ];
}
