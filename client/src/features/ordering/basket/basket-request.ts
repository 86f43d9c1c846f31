import type { BasketLine } from '@cakeshop/shared/basket';
import { basketFromCookieHeader, readBasket, writeBasket } from '@cakeshop/shared/basket';
import { redirect } from 'react-router-dom';

/**
 * How a page's action hands the visitor's new basket to the renderer (entry-server.tsx), which
 * gives it to the BFF to set as the cookie with the redirect.
 */
export const BASKET_HEADER = 'X-Basket';

/**
 * The visitor's basket, as the renderer passed it in the page's request: only for their own
 * page (the basket) or a form they posted. Null when the cookie is not a basket (ignored).
 */
export function basketOfRequest(request: Request): BasketLine[] | null {
  return readBasket(basketFromCookieHeader(request.headers.get('Cookie')));
}

/** Post/redirect/get, the visitor keeping `lines` as their basket from now on. */
export function redirectWithBasket(location: string, lines: readonly BasketLine[]): Response {
  return redirect(location, { status: 303, headers: { [BASKET_HEADER]: writeBasket(lines) } });
}
