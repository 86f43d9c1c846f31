import type { ShopSettingsOut } from '@cakeshop/shared';
import { DEFAULT_TIME_ZONE } from '@cakeshop/shared/site-days';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { httpOf } from '../lib/query-client';
import { isMissingRow } from './calendar';
import { homeQuery } from './home';
import { settingsFromHome } from './settings-from-home';

export const settingsKeys = {
  all: ['settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
};

/** The shop's settings, and whether the backend keeps them as a record of their own. */
export interface ShopSettingsState extends ShopSettingsOut {
  /** false: a backend of an earlier contract (no settings rows) keeps them in its Home data. */
  ownRecord: boolean;
}

/**
 * The shop's settings (currency, time zone, ordering rules, WhatsApp number…). A backend
 * without the settings rows answers 404: they are then read from its Home data, as before.
 */
export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.detail(),
    queryFn: async ({ client, signal }): Promise<ShopSettingsState> => {
      try {
        return { ...(await httpOf(client).request('GetShopSettings', { signal })), ownRecord: true };
      } catch (error) {
        if (!isMissingRow(error)) throw error;
        const home = await client.ensureQueryData(homeQuery());
        return settingsFromHome(home);
      }
    },
  });

/** The shop's time zone: every moment the staff or a visitor read is on its clock. */
export function useSiteTimeZone(): string {
  return useQuery(shopSettingsQuery()).data?.timeZone ?? DEFAULT_TIME_ZONE;
}
