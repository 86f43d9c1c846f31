import { randomBytes } from 'node:crypto';

import type { FormatLanguage } from '@cakeshop/shared/format';
import { formatNumber } from '@cakeshop/shared/format';
import { PAGE_SLOTS } from '@cakeshop/shared/render';

/** A fresh idempotency key (the contract's 8..100 of [A-Za-z0-9_-]): 128 random bits. */
const newIdempotencyKey = () => randomBytes(16).toString('base64url');

/** What is this visitor's own in a page everyone shares through the micro-cache. */
export interface VisitorSlots {
  csrfToken: string;
  /** How many cakes their basket holds (0: the header shows no count). */
  basketCount: number;
  lang: FormatLanguage;
}

/**
 * The header's count of a page for a visitor whose basket holds `count` cakes, in the page's own
 * digits (Arabic-Indic in Arabic), as the page writes its numbers.
 */
export function fillBasketCount(html: string, count: number, lang: FormatLanguage): string {
  return html.replaceAll(PAGE_SLOTS.basketCount, count > 0 ? formatNumber(count, lang) : '');
}

/**
 * A rendered page as one visitor gets it: the anti-forgery token in its forms is theirs, each
 * form has a key of its own (two visitors served the same cached page never share one), and the
 * header counts their basket.
 */
export function fillSlots(html: string, visitor: VisitorSlots): string {
  return fillBasketCount(html, visitor.basketCount, visitor.lang)
    .replaceAll(PAGE_SLOTS.csrfToken, visitor.csrfToken)
    .replaceAll(PAGE_SLOTS.idempotencyKey, () => newIdempotencyKey());
}
