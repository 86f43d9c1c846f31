import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import type { TranslationKey } from './i18n';

export type { TranslationKey };

/**
 * What a route declares in its `handle`: the document title's key and, for guarded areas, the
 * roles a user needs (the guard compares them with the user's `roles`).
 */
export interface RouteHandle {
  titleKey?: TranslationKey;
  roles?: readonly string[];
}

/**
 * What a feature's lazy route module provides for one route of the page table: component, data
 * loader, the action a public page's form posts to, error element, handle. Path and children
 * stay where the routes are built from the table.
 */
export type LazyRoute = Pick<
  RouteObject,
  'Component' | 'loader' | 'action' | 'ErrorBoundary' | 'shouldRevalidate'
> & {
  handle?: RouteHandle;
};

/** A route's code, loaded by react-router's own `lazy` when its page is first opened. */
export type LoadRoute = () => Promise<LazyRoute>;

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/**
 * A screen's route, loaded when its page is first opened: each screen is a chunk of its own, so
 * /dashboard/home does not download the tables and forms of the others.
 */
export function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  titleKey: TranslationKey,
  roles?: readonly string[],
): LoadRoute {
  return async () => ({ Component: pick(await load()), handle: { titleKey, ...(roles ? { roles } : {}) } });
}
