import { shopCountry } from '@cakeshop/shared/shop-country';
import type { ShopCountry } from '@cakeshop/shared/shop-country';

import { useShopSettings } from '../../api/use-shop-settings';

/**
 * The shop's country (shared/shop-country.ts): what a phone dialled at home is read with, for the
 * inbox's WhatsApp links. Kept out of api/settings.ts, which every dashboard screen loads first.
 */
export function useShopCountry(): ShopCountry {
  return shopCountry(useShopSettings());
}
