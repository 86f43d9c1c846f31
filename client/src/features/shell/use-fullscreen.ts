import { useCallback, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

/** Whether the page is full screen, and a toggle (the browser may refuse; nothing breaks then). */
export function useFullscreen(): [boolean, () => void] {
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const toggle = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void change?.catch(() => undefined);
  }, []);
  return [active, toggle];
}
