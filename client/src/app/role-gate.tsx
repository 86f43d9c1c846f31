import { hasRoles } from '@cakeshop/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';

import { accountQuery } from '../api/auth';
import { isRouteHandle } from '../lib/route-handle';

// Rarely seen, and not on the public site's first load: fetched when it is needed.
const ForbiddenScreen = lazy(async () => ({
  default: (await import('../components/forbidden-screen')).ForbiddenScreen,
}));

/** Renders the admin area only when the user holds every role the matched routes declare. */
export function RoleGate() {
  const matches = useMatches();
  const { data: user } = useQuery(accountQuery());
  const required = matches.flatMap((match) =>
    isRouteHandle(match.handle) ? (match.handle.roles ?? []) : [],
  );
  if (user && !hasRoles(user.roles, required)) {
    return (
      <Suspense>
        <ForbiddenScreen />
      </Suspense>
    );
  }
  return <Outlet />;
}
