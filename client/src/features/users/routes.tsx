import type { QueryClient } from '@tanstack/react-query';

import { PagePlaceholder } from '../../components/page-placeholder';
import type { ProtectedPageName } from '../../lib/page-names';
import type { LazyRoute } from '../../lib/route-handle';

/** The protected pages under /pages: the administrators page (adding a user needs the admin role). */
export function createUsersRoutes(_queryClient: QueryClient): Record<ProtectedPageName, LazyRoute> {
  return {
    users: {
      Component: () => <PagePlaceholder titleKey="dashboard.titles.users" textKey="dashboard.placeholder" />,
      handle: { titleKey: 'dashboard.titles.users', roles: ['admin'] },
    },
  };
}
