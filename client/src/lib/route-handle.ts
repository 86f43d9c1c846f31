import type { RouteObject } from 'react-router-dom';

import type { TranslationKey } from './i18n';

export type { TranslationKey };

/**
 * What a route declares in its `handle`: the document title's key and, for guarded areas, the
 * roles a user needs (the guard compares them with the user's `roles`). `module` is the route's
 * source file, as Vite's manifest names it, so the server can have the browser fetch its chunk
 * alongside the entry instead of after it.
 */
export interface RouteHandle {
  titleKey?: TranslationKey;
  roles?: readonly string[];
  module?: string;
}

/**
 * What a feature's lazy route module provides for one route of the page table: component, data
 * loader, error element, handle. Path and children stay in app/router.tsx, built from the table.
 */
export type LazyRoute = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary' | 'shouldRevalidate'> & {
  handle?: RouteHandle;
};

/** A route's code, loaded by react-router's own `lazy` when its page is first opened. */
export type LoadRoute = () => Promise<LazyRoute>;

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
