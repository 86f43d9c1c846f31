import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { Outlet, useMatches } from 'react-router-dom';

import { accountQuery } from '../api/auth';
import { isRouteHandle } from '../lib/route-handle';
import { hasRoles } from './guard';

/** Renders the admin area only when the user holds every role the matched routes declare. */
export function RoleGate() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { data: user } = useQuery(accountQuery());
  const required = matches.flatMap((match) =>
    isRouteHandle(match.handle) ? (match.handle.roles ?? []) : [],
  );
  if (user && !hasRoles(user.roles, required)) {
    return (
      <main className="forbidden" id="main">
        <p role="alert">{t('common.forbidden')}</p>
      </main>
    );
  }
  return <Outlet />;
}
