import type { PageName } from '@cakeshop/shared/routes';
import { pages } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';

import type { PublicPageName } from '../../lib/page-names';
import type { LazyRoute, LoadRoute } from '../../lib/route-handle';

/** What each module of the public site exports: its route, given the page's query cache. */
interface RouteModule {
  route(queryClient: QueryClient): LazyRoute;
}

// One chunk per page and one for the layout; Vite names them from these files.
const modules = import.meta.glob<RouteModule>(['./site-layout.tsx', './pages/*-page.tsx']);

/** `cakeCategories` → `./pages/cake-categories-page.tsx`. */
const pageFile = (name: string) => `./pages/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;

/**
 * A module's route through react-router's own `lazy`, with its source file in the handle so the
 * server can name the chunk in the page it renders (the browser then fetches it with the entry).
 */
function load(file: string, queryClient: QueryClient): LoadRoute {
  const importModule = modules[file];
  if (!importModule) throw new Error(`no module ${file} in the public site`);
  return async () => {
    const route = (await importModule()).route(queryClient);
    return { ...route, handle: { ...route.handle, module: `src/features/site/${file.slice(2)}` } };
  };
}

const PUBLIC_PAGES = (Object.keys(pages) as PageName[]).filter(
  (name): name is PublicPageName => pages[name].area === 'public',
);

/**
 * The public site: its layout (header, footer, the data every page shows), one route per public
 * page of the shared page table, and its own not-found page for any other path outside the
 * admin areas. Every page renders on the server first; loaders fill the query cache and pages
 * read it with `useQuery`, in the browser as on the server.
 */
export function createSiteRoutes(queryClient: QueryClient): {
  layout: LoadRoute;
  pages: Record<PublicPageName, LoadRoute>;
  notFound: LoadRoute;
} {
  return {
    layout: load('./site-layout.tsx', queryClient),
    pages: Object.fromEntries(
      PUBLIC_PAGES.map((name) => [name, load(pageFile(name), queryClient)]),
    ) as Record<PublicPageName, LoadRoute>,
    notFound: load('./pages/not-found-page.tsx', queryClient),
  };
}
