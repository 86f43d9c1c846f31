import type { ShopSettings } from '@cakeshop/shared';
import { DEFAULT_SHOP_SETTINGS, readShopSettings } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';

import { shopSettingsQuery } from './settings';

/**
 * Every setting, once loaded (the site layout's loader loads them; a dashboard screen asks on
 * first use), the defaults until then. Screens that need only the clock use useSiteTimeZone.
 */
export function useShopSettings(): ShopSettings {
  return useQuery({ ...shopSettingsQuery(), select: readShopSettings }).data ?? DEFAULT_SHOP_SETTINGS;
}
