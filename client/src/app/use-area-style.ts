import type { Area } from '@cakeshop/shared/routes';
import { areaOf } from '@cakeshop/shared/routes';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { swapAreaStyle } from '../lib/area-style';

/** Keeps the linked sheet in step with the page's area; true while a new sheet is loading. */
export function useAreaStyle(): boolean {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const [readyArea, setReadyArea] = useState<Area | null>(null);
  useEffect(() => {
    let current = true;
    void swapAreaStyle(area).then(() => {
      if (current) setReadyArea(area);
    });
    return () => {
      current = false;
    };
  }, [area]);
  return readyArea !== area;
}
