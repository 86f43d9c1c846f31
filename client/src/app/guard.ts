import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { redirect } from 'react-router-dom';

import { accountQuery } from '../api/auth';
import { isHttpError } from '../lib/http-error';
import { clearToken, getToken } from '../lib/token-store';

/** `/account/login?redirectURL=<where the user wanted to go>`. */
export function loginPath(redirectURL?: string): string {
  const login = pathTo('login');
  return redirectURL ? `${login}?redirectURL=${encodeURIComponent(redirectURL)}` : login;
}

/**
 * The login guard of the admin area, as a loader: no token → login (remembering the page);
 * with one, the current user is fetched afresh on entering the area and cached for the screens.
 */
export function requireUser(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const wanted = url.pathname + url.search;
    if (!getToken()) throw redirect(loginPath(wanted));
    try {
      const user = await queryClient.fetchQuery({ ...accountQuery(), staleTime: 0 });
      // The account call answered with nothing: the original sends the user to /account.
      if (!user) throw redirect(pathTo('account'));
      return user;
    } catch (error) {
      if (isHttpError(error) && error.status === 401) {
        clearToken();
        queryClient.removeQueries({ queryKey: accountQuery().queryKey });
        throw redirect(loginPath(wanted));
      }
      throw error;
    }
  };
}
