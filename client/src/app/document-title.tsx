import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

import { useBrandName } from '../api/use-brand-name';
import { isRouteHandle } from '../lib/route-handle';

/**
 * The admin areas' document title: brand name + the deepest matched route's title, in the active
 * language. The public site's pages write their own, with their description and links
 * (components/site/page-head.tsx); React keeps whichever is rendered in the head.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const brand = useBrandName();
  if (matches.some((match) => match.id === 'site')) return null;
  const titleKey = matches
    .map((match) => (isRouteHandle(match.handle) ? match.handle.titleKey : undefined))
    .filter((key) => key !== undefined)
    .at(-1);
  return <title>{titleKey ? `${brand} | ${t(titleKey)}` : brand}</title>;
}
