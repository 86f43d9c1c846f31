import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';

/**
 * Loads the code of the routes the page shows before the browser router starts, so it hydrates
 * the server's HTML at once instead of rendering a fallback while the chunks arrive (the server
 * named them in the page as modulepreload links, so they are usually here already).
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
