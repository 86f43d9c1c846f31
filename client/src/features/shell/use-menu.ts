import { hasRoles } from '@cakeshop/shared/roles';
import { useQuery } from '@tanstack/react-query';

import { accountQuery } from '../../api/auth';
import { branchCalendarsQuery, isMissingRow } from '../../api/calendar';
import type { MenuItem } from './menu-items';
import { MENU, WEEK_ITEMS } from './menu-items';
import { useInboxCounts } from './use-inbox-counts';

/**
 * The menu as this user may use it: entries for roles they lack are left out, not greyed, and so
 * are the inbox and the week's screens (calendar, production sheet) when the backend has none.
 */
export function useMenu(): MenuItem[] {
  const { data: user } = useQuery(accountQuery());
  const { available: hasInbox } = useInboxCounts();
  const hasWeek = !isMissingRow(useQuery(branchCalendarsQuery()).error);
  const roles = user?.roles ?? [];
  return MENU.filter(
    (item) =>
      hasRoles(roles, item.roles ?? []) &&
      (hasInbox || item.id !== 'inbox') &&
      (hasWeek || !WEEK_ITEMS.has(item.id)),
  );
}
