import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';

import type { ProtectedPageName } from '../../lib/page-names';
import type { LazyRoute } from '../../lib/route-handle';

/**
 * The protected pages under /pages. The first version's administrators page is now the accounts
 * screen of the dashboard: its address still leads there, for bookmarks and old links.
 */
export function createUsersRoutes(
  _queryClient: QueryClient,
): Record<ProtectedPageName, () => Promise<LazyRoute>> {
  return {
    users: () => Promise.resolve({ loader: () => redirect(pathTo('accounts')) }),
  };
}
