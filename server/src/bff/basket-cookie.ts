import { BASKET_COOKIE, BASKET_MAX_AGE_SECONDS, basketCount, readBasket } from '@cakeshop/shared/basket';
import type { Request, Response } from 'express';

/** The visitor's basket cookie as it came (the renderer reads it; an unreadable one is ignored there). */
export function basketCookieOf(req: Request): string | undefined {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[BASKET_COOKIE];
  return typeof value === 'string' ? value : undefined;
}

/** How many cakes the visitor's basket holds; 0 for none, or for a cookie that is not a basket. */
export function basketCountOf(req: Request): number {
  return basketCount(readBasket(basketCookieOf(req)) ?? []);
}

/**
 * Keeps the basket a form left (added, changed, ordered). Readable by the page's script, which
 * changes the same cookie when JavaScript is on; Lax, so a link from elsewhere still shows it.
 */
export function setBasketCookie(req: Request, res: Response, value: string): void {
  const options = { sameSite: 'lax', path: '/', httpOnly: false, secure: req.secure } as const;
  if (value === '') res.clearCookie(BASKET_COOKIE, options);
  // The value is the codec's own (base64url): written as it is, as the page's script writes it.
  else
    res.cookie(BASKET_COOKIE, value, { ...options, maxAge: BASKET_MAX_AGE_SECONDS * 1000, encode: String });
}
