import type { PageName } from '@cakeshop/shared/routes';
import { pages } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import type { PublicPageName } from '../lib/page-names';
import type { LazyRoute, LoadRoute } from '../lib/route-handle';

/** What each module of the public site exports: its route, given the page's query cache. */
interface RouteModule {
  route(queryClient: QueryClient): LazyRoute;
}

// One chunk per page and one for the layout; Vite names them from these files. A page lives in
// the area it belongs to (features/ordering/pages/basket-page.tsx), the others in the site's own.
const modules = import.meta.glob<RouteModule>([
  '../features/site/site-layout.tsx',
  '../features/*/pages/*-page.tsx',
]);

const LAYOUT = '../features/site/site-layout.tsx';

/** `cakeCategories` → `/pages/cake-categories-page.tsx`, the end of its module's path in whichever area. */
const pageFile = (name: string) => `/pages/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;

/** A module's route through react-router's own `lazy`: the layout's, or the page whose path ends so. */
function load(file: string, queryClient: QueryClient): LoadRoute {
  const path = Object.keys(modules).find((path) => path.endsWith(file));
  const importModule = path === undefined ? undefined : modules[path];
  if (!importModule) throw new Error(`no module ${file} in the public site`);
  return async () => (await importModule()).route(queryClient);
}

const PUBLIC_PAGES = (Object.keys(pages) as PageName[]).filter(
  (name): name is PublicPageName => pages[name].area === 'public',
);

/**
 * The public site, rendered by the server: its layout (header, footer, the data every page
 * shows), one route per public page of the shared page table, and its own not-found page for
 * any other path outside the admin areas. Loaders fill the query cache and pages read it with
 * `useQuery`; a page's form posts to its action. Only islands run in the browser.
 * `notFoundOnly`: the layout and the not-found page alone, which then answers every address.
 */
export function createSiteRoutes(queryClient: QueryClient, notFoundOnly = false): RouteObject[] {
  const notFoundPage = load(pageFile('notFound'), queryClient);
  const notFound = { id: 'site-not-found', path: '*', lazy: notFoundPage };
  return [
    {
      id: 'site',
      path: pages.home.path,
      lazy: load(LAYOUT, queryClient),
      children: notFoundOnly
        ? // The splat answers every address but the home page's, which only an index route takes.
          [{ id: 'site-not-found-home', index: true, lazy: notFoundPage }, notFound]
        : [
            ...PUBLIC_PAGES.map((name) => ({
              id: name,
              ...(pages[name].path === '/' ? { index: true } : { path: pages[name].path }),
              lazy: load(pageFile(name), queryClient),
            })),
            notFound,
          ],
    },
  ];
}
