import type { QueryClient } from '@tanstack/react-query';

import type { LoadRoute } from '../../lib/route-handle';

export function createAccountRoutes(queryClient: QueryClient): { login: LoadRoute } {
  return { login: async () => (await import('./login-route')).loginRoute(queryClient) };
}
