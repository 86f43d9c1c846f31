import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { redirect } from 'react-router-dom';

import { accountQuery } from '../../api/auth';
import type { LazyRoute } from '../../lib/route-handle';
import { getToken } from '../../lib/token-store';
import { afterLoginPath } from './after-login';
import { LoginScreen } from './login-screen';

export function loginRoute(queryClient: QueryClient): LazyRoute {
  return {
    Component: LoginScreen,
    handle: { titleKey: 'account.title' },
    // Already signed in (a token the API still accepts): straight on to the dashboard.
    loader: async ({ request }: LoaderFunctionArgs) => {
      if (!getToken()) return null;
      try {
        await queryClient.fetchQuery(accountQuery());
      } catch {
        return null; // a stale token: the session has been ended (app/session.ts); show the form
      }
      throw redirect(afterLoginPath(new URL(request.url).search));
    },
  };
}
