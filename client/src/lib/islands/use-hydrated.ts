import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders an island and while the browser hydrates it (so the markup
 * matches), true from the render after: what only the page's script can do (a month grid instead
 * of a select) starts then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
