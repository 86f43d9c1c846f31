import type { ProtectedPageName } from '../../lib/page-names';
import type { LoadRoute } from '../../lib/route-handle';

/**
 * The protected pages under /pages: the administrators page (adding a user needs the admin role).
 * Its screen loads when the page is opened, not with the dashboard.
 */
export const usersRoutes: Record<ProtectedPageName, LoadRoute> = {
  users: async () => ({
    Component: (await import('./add-user-screen')).AddUserScreen,
    handle: { titleKey: 'dashboard.titles.users', roles: ['admin'] },
  }),
};
