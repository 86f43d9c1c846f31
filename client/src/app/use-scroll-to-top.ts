import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { scrollToTop } from '../lib/scroll-to-top';

/** Each new page starts at the top (not on the first render, nor when only the query changes). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return scrollToTop();
  }, [pathname]);
}
