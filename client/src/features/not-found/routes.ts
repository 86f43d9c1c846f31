import type { LoadRoute } from '../../lib/route-handle';

/** The admin areas' not-found screen (the public site has its own, inside its header and footer). */
export const loadNotFoundRoute: LoadRoute = async () => ({
  Component: (await import('./not-found-screen')).NotFoundScreen,
  handle: { titleKey: 'notFound.title' },
});
