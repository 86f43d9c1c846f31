import type { QueryClient } from '@tanstack/react-query';

import type { ProtectedPageName } from '../../lib/page-names';
import type { LazyRoute } from '../../lib/route-handle';
import { AddUserScreen } from './add-user-screen';

/** The protected pages under /pages: the administrators page (adding a user needs the admin role). */
export function createUsersRoutes(_queryClient: QueryClient): Record<ProtectedPageName, LazyRoute> {
  return {
    users: {
      Component: AddUserScreen,
      handle: { titleKey: 'dashboard.titles.users', roles: ['admin'] },
    },
  };
}
