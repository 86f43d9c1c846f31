import type { QueryClient } from '@tanstack/react-query';

import type { Session } from '../lib/session-context';
import { clearToken, setToken } from '../lib/token-store';
import { loginPath } from './guard';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  state: { location: { pathname: string; search: string }; navigation: { state: string } };
}

export interface AppSession extends Session {
  /** A call was refused with 401: the token is gone or revoked, so the user signs in again. */
  expired(): void;
}

/** The session actions the app hands to screens, and what a refused token leads to. */
export function createSession(queryClient: QueryClient, router: Navigator): AppSession {
  return {
    signIn(token, remember) {
      setToken(token, remember);
      queryClient.clear();
    },
    signOut() {
      clearToken();
      // Everything cached belonged to that user's session (the account, admin lists). It is dropped
      // once the shell has gone, so no mounted screen refetches it without a token in between.
      void Promise.resolve(router.navigate(loginPath())).then(() => queryClient.clear());
    },
    expired() {
      clearToken();
      queryClient.clear();
      // During a navigation the guard's loader redirects by itself, with the page that was wanted.
      if (router.state.navigation.state !== 'idle') return;
      const { pathname, search } = router.state.location;
      if (pathname.startsWith('/account')) return;
      void router.navigate(loginPath(pathname + search), { replace: true });
    },
  };
}
