import { hasRoles } from '@cakeshop/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router-dom';

import { accountQuery } from '../api/auth';
import { ForbiddenScreen } from '../components/forbidden-screen';
import { isRouteHandle } from '../lib/route-handle';

/** Renders the admin area only when the user holds every role the matched routes declare. */
export function RoleGate() {
  const matches = useMatches();
  const { data: user } = useQuery(accountQuery());
  const required = matches.flatMap((match) =>
    isRouteHandle(match.handle) ? (match.handle.roles ?? []) : [],
  );
  if (user && !hasRoles(user.roles, required)) return <ForbiddenScreen />;
  return <Outlet />;
}
