import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

import { useBrandName } from '../api/use-brand-name';
import { isRouteHandle } from '../lib/route-handle';

/** Document title = brand name + the deepest matched route's title, in the active language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (isRouteHandle(match.handle) ? match.handle.titleKey : undefined))
    .filter((key) => key !== undefined)
    .at(-1);
  const brand = useBrandName();
  const title = titleKey ? `${brand} | ${t(titleKey)}` : brand;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
