import type { LoadRoute } from '../../lib/route-handle';

/** The admin layout around every /dashboard and /pages screen. */
export const loadShellRoute: LoadRoute = async () => ({
  Component: (await import('./shell-layout')).ShellLayout,
});
