import { useShopSettings } from './use-shop-settings';

/** The site currency (the shop's settings, loaded by the site layout's loader), USD until they arrive. */
export function useCurrency(): string {
  return useShopSettings().currency;
}
