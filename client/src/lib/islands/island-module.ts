import type { ComponentType } from 'react';

/**
 * An interactive part of a public page (a form): rendered on the server with the rest of the page,
 * and hydrated on its own in the browser once the visitor first uses it. Its props travel as JSON;
 * `strings` are the translation subtrees it reads (a page carries only those).
 */
export interface IslandModule<P extends object> {
  Component: ComponentType<P>;
  strings: readonly string[];
}

/**
 * The public site's islands by name. The islands' loader (app/islands/islands.ts) loads each and
 * does not compile until it loads every one; a page names the one it renders.
 */
export type IslandName =
  'addToBasket' | 'basket' | 'courseBooking' | 'track' | 'waitlistEntry' | 'customCake';

export const defineIsland = <P extends object>(island: IslandModule<P>): IslandModule<P> => island;

/** Where the browser finds an island: `<div data-island="name" id="island-N">`, its data beside it. */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * On an island the visitor was already using when the page came (a basket with its shop chosen,
 * reloaded): hydrated once the page is idle, not on first use, so the page shows what it showed.
 */
export const EAGER_ATTRIBUTE = 'data-island-eager';
export const islandDataId = (id: string) => `${id}-data`;

/** What an island's JSON block holds. */
export interface IslandData<P extends object = object> {
  props: P;
  language: 'en' | 'ar';
  strings: Record<string, unknown>;
}
