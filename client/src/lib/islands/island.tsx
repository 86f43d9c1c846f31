import type { ReactElement } from 'react';
import { createContext, use } from 'react';

import { EAGER_ATTRIBUTE, ISLAND_ATTRIBUTE } from './island-module';
import type { IslandModule, IslandName } from './island-module';

/** One island met while rendering a page, to be rendered on its own afterwards. */
interface PendingIsland {
  id: string;
  name: IslandName;
  element: ReactElement;
  props: object;
  strings: readonly string[];
  eager: boolean;
}

/** Collects the islands of one page render (the renderer provides it; the browser never renders this). */
export class IslandCollector {
  readonly islands: PendingIsland[] = [];
  add(island: Omit<PendingIsland, 'id'>): string {
    const id = `island-${this.islands.length + 1}`;
    this.islands.push({ ...island, id });
    return id;
  }
}

export const IslandContext = createContext<IslandCollector | null>(null);

/**
 * Marks where an island goes in the page. The page's render leaves an empty placeholder; the
 * renderer then renders the island as a root of its own, as the browser will hydrate it, so the
 * markup and its ids match (`identifierPrefix`).
 */
export function Island<P extends object>({
  name,
  island,
  props,
  eager = false,
}: {
  name: IslandName;
  island: IslandModule<P>;
  props: P;
  /** Already in use when the page came: hydrated when the page is idle (EAGER_ATTRIBUTE). */
  eager?: boolean;
}) {
  const collector = use(IslandContext);
  if (!collector) throw new Error('An island was rendered outside the server renderer');
  const { Component, strings } = island;
  const id = collector.add({ name, element: <Component {...props} />, props, strings, eager });
  return <div id={id} {...{ [ISLAND_ATTRIBUTE]: name, ...(eager ? { [EAGER_ATTRIBUTE]: '' } : {}) }} />;
}
