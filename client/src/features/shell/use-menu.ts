import { hasRoles } from '@cakeshop/shared/roles';
import { useQuery } from '@tanstack/react-query';

import { accountQuery } from '../../api/auth';
import type { MenuItem } from './menu-items';
import { MENU } from './menu-items';

/** The menu as this user may use it: entries for roles they lack are left out, not greyed. */
export function useMenu(): MenuItem[] {
  const { data: user } = useQuery(accountQuery());
  const roles = user?.roles ?? [];
  return MENU.filter((item) => hasRoles(roles, item.roles ?? []));
}
