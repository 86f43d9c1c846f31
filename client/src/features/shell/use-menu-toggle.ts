import type { RefObject } from 'react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** At this width and below the menu is not condensed but opens over the page. */
const SMALL_SCREEN = '(max-width: 768px)';

function subscribe(listener: () => void): () => void {
  const query = matchMedia(SMALL_SCREEN);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * The topbar's menu toggle, as the original: on wide screens it condenses / expands the sidebar;
 * at 768 px or narrower the condensed state is dropped and the menu opens over the page, where
 * Escape closes it and gives the focus back to `button` (the toggle), as a disclosure does.
 */
export function useMenuToggle(button: RefObject<HTMLButtonElement | null>): {
  toggle: () => void;
  close: () => void;
  expanded: boolean;
} {
  const small = useSyncExternalStore(
    subscribe,
    () => matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
  const [condensed, setCondensed] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const body = document.body;
    body.toggleAttribute('data-sidebar-condensed', !small && condensed);
    body.toggleAttribute('data-menu-open', small && open);
    return () => {
      body.removeAttribute('data-sidebar-condensed');
      body.removeAttribute('data-menu-open');
    };
  }, [small, condensed, open]);

  useEffect(() => {
    if (!small || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [small, open, button]);

  const toggle = useCallback(() => {
    if (small) setOpen((value) => !value);
    else setCondensed((value) => !value);
  }, [small]);
  const close = useCallback(() => setOpen(false), []);
  return { toggle, close, expanded: small ? open : !condensed };
}
