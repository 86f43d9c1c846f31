import { EAGER_ATTRIBUTE, ISLAND_ATTRIBUTE, islandDataId } from '../../lib/islands/island-module';
import type { IslandData, IslandModule, IslandName } from '../../lib/islands/island-module';
import { ISLAND_LOADERS } from './islands';

/** What counts as first use of an island: a tap, a key, focus moving in, typing. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

const isIslandName = (name: string | null): name is IslandName => name !== null && name in ISLAND_LOADERS;

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE);
  const data = document.getElementById(islandDataId(element.id))?.textContent;
  if (!isIslandName(name) || !data) return;
  const [{ island }, { hydrateIsland }] = await Promise.all([
    ISLAND_LOADERS[name](),
    import('../../lib/islands/hydrate'),
  ]);
  // The page wrote this island's own props beside it (ssr/islands.tsx).
  await hydrateIsland(element, island as IslandModule<object>, JSON.parse(data) as IslandData);
}

/** Runs `work` once the browser is idle (soon after the page has shown), or after a moment. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * The public pages' only script at start-up: it waits. An island's code (React, its strings, its
 * form's checks) is fetched the first time the visitor uses it; until then, and if it never
 * arrives, the island is plain HTML that works on its own (a form posts natively). An island the
 * visitor was already using when the page came (EAGER_ATTRIBUTE) starts once the page is idle.
 */
export function hydrateIslandsOnFirstUse(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of FIRST_USE) element.removeEventListener(type, start, true);
      void hydrate(element);
    };
    for (const type of FIRST_USE) element.addEventListener(type, start, { capture: true, passive: true });
    if (element.hasAttribute(EAGER_ATTRIBUTE)) whenIdle(start);
  }
}
