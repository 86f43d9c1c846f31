import type { ParseKeys } from 'i18next';
import type { RouteObject } from 'react-router-dom';

/** A translation key (typed from en.json). */
export type TranslationKey = ParseKeys;

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
 * loader, error element, handle. Path and children stay in app/router.tsx, built from the table.
 */
export type LazyRoute = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary' | 'shouldRevalidate'> & {
  handle?: RouteHandle;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
