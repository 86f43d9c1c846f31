import type { QueryClient } from '@tanstack/react-query';

import type { ProtectedPageName } from '../../lib/page-names';
import type { LazyRoute } from '../../lib/route-handle';

/**
 * The protected pages under /pages: the administrators page (adding a user needs the admin role).
 * Its screen loads when the page is opened, not with the dashboard.
 */
export function createUsersRoutes(
  _queryClient: QueryClient,
): Record<ProtectedPageName, () => Promise<LazyRoute>> {
  return {
    users: async () => ({
      Component: (await import('./add-user-screen')).AddUserScreen,
      handle: { titleKey: 'dashboard.titles.users', roles: ['admin'] },
    }),
  };
}
