import { useEffect, useState } from 'react';

/** Spinners appear only after this long, so fast route checks and style loads never flicker. */
export const SPINNER_DELAY_MS = 100;

/** True once `active` has stayed true for `delay` ms; false again as soon as it turns false. */
export function useDelayedFlag(active: boolean, delay = SPINNER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delay]);
  return active && shown;
}
