import type { HomeData, ShopSettingsOut } from '@cakeshop/shared';
import { readShopSettings } from '@cakeshop/shared';

/** The settings of a backend without the settings rows, as its Home data holds them (read-only). */
export function settingsFromHome(home: HomeData): ShopSettingsOut & { ownRecord: false } {
  return { ...readShopSettings(home), version: 0, updatedAt: null, updatedBy: null, ownRecord: false };
}
