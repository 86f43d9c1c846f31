import type { BasketLine } from '@cakeshop/shared/basket';
import {
  BASKET_COOKIE,
  BASKET_MAX_AGE_SECONDS,
  basketCount,
  readBasket,
  writeBasket,
} from '@cakeshop/shared/basket';

import { readCookie } from './cookies';
import { formatNumber } from './format';
import type { Language } from './language';

/** Where the header shows the basket's count (the BFF fills it in each page it sends). */
export const BASKET_COUNT_ATTRIBUTE = 'data-basket-count';

/** The basket as the cookie holds it now (another tab may have changed it); unreadable: empty. */
export function readBrowserBasket(): BasketLine[] {
  return readBasket(readCookie(BASKET_COOKIE)) ?? [];
}

/**
 * Keeps the basket in the same cookie the server reads and the forms without script change,
 * and shows its count in the page's header.
 */
export function writeBrowserBasket(lines: readonly BasketLine[], language: Language): void {
  const value = writeBasket(lines);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const age = value === '' ? 0 : BASKET_MAX_AGE_SECONDS;
  document.cookie = `${BASKET_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`;
  const count = basketCount(lines);
  for (const element of document.querySelectorAll(`[${BASKET_COUNT_ATTRIBUTE}]`))
    element.textContent = count > 0 ? formatNumber(count, language) : '';
}
