import type { QueryClient } from '@tanstack/react-query';

import { logout } from '../api/auth';
import { onUnauthorized } from '../lib/http';
import type { Session } from '../lib/session-context';
import { clearToken, setToken } from '../lib/token-store';
import { loginPath } from './guard';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  state: { location: { pathname: string; search: string }; navigation: { state: string } };
}

/** The session actions the app hands to screens, and the HTTP client's 401 rule. */
export function createSession(queryClient: QueryClient, router: Navigator): Session {
  const signOut = (): void => {
    // The server ends the session (its token is refused from then on). The request takes the
    // token as it is sent, so the browser can forget it at once, whatever the answer.
    void logout().catch(() => undefined);
    clearToken();
    // Everything cached belonged to that user's session (the account, admin lists). It is dropped
    // once the shell has gone, so no mounted screen refetches it without a token in between.
    void Promise.resolve(router.navigate(loginPath())).then(() => queryClient.clear());
  };
  onUnauthorized(() => {
    queryClient.clear();
    // During a navigation the guard's loader redirects by itself, with the page that was wanted.
    if (router.state.navigation.state !== 'idle') return;
    const { pathname, search } = router.state.location;
    if (pathname.startsWith('/account')) return;
    void router.navigate(loginPath(pathname + search), { replace: true });
  });
  return {
    signIn(token, remember) {
      setToken(token, remember);
      queryClient.clear();
    },
    signOut,
  };
}
