import { pathTo } from '@cakeshop/shared/routes';
import { redirect } from 'react-router-dom';

import type { ProtectedPageName } from '../../lib/page-names';
import type { LoadRoute } from '../../lib/route-handle';

/**
 * The protected pages under /pages. The first version's administrators page is now the accounts
 * screen of the dashboard: its address still leads there, for bookmarks and old links.
 */
export const usersRoutes: Record<ProtectedPageName, LoadRoute> = {
  users: () => Promise.resolve({ loader: () => redirect(pathTo('accounts')) }),
};
