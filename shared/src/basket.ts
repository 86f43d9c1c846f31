/**
 * A visitor's basket as it travels in a cookie: lines only (the cake, its size and flavour, how
 * many, the message), and the unit price the visitor saw when adding, kept only to tell them
 * that the price changed since. Totals always come from the server's prices. One codec for the
 * three readers: the BFF (the header's count, a form posted without script), the server renderer
 * (the basket page) and the island in the browser, so all three see the same basket. Kept free
 * of zod so the visitor's bundle can carry it.
 */

export const BASKET_COOKIE = 'basket';

/** As many lines as an order takes (MAX_ORDER_LINES of the contract; a test keeps them equal). */
export const BASKET_MAX_LINES = 20;
/** One line's quantity and message, as the contract's order line takes them. */
export const BASKET_MAX_QUANTITY = 20;
export const BASKET_MAX_MESSAGE = 60;

/**
 * What the cookie's value may hold: browsers keep about 4096 bytes per cookie, name and
 * attributes included. A basket that would not fit is refused where it grows, never cut.
 */
export const BASKET_MAX_BYTES = 3800;

/** How long a basket is kept without a visit. */
export const BASKET_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface BasketLine {
  /** The line's own short id, so a form changes the line it shows whatever else changed. */
  id: string;
  cakeId: number;
  /** One of the cake's sizes; null for a cake of one size without ids (an earlier backend). */
  sizeId: number | null;
  flavourId: number | null;
  quantity: number;
  /** Written on the cake exactly as typed. */
  message: string;
  /** The unit price the visitor was shown when adding it. */
  seenPrice: number;
}

/** The line as stored: `[id, cakeId, sizeId|0, flavourId|0, quantity, seenPrice, message]`. */
type StoredLine = [string, number, number, number, number, number, string];

const VERSION = '1.';
const LINE_ID = /^[0-9a-z]{1,6}$/;
const MAX_ID = 2_147_483_647;

const isId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;
const isOptionalId = (value: unknown): value is number => value === 0 || isId(value);

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function toLine(stored: unknown): BasketLine | null {
  if (!Array.isArray(stored) || stored.length !== 7) return null;
  const [id, cakeId, sizeId, flavourId, quantity, seenPrice, message] = stored as unknown[];
  const valid =
    typeof id === 'string' &&
    LINE_ID.test(id) &&
    isId(cakeId) &&
    isOptionalId(sizeId) &&
    isOptionalId(flavourId) &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= BASKET_MAX_QUANTITY &&
    typeof seenPrice === 'number' &&
    Number.isFinite(seenPrice) &&
    seenPrice >= 0 &&
    typeof message === 'string' &&
    message.length <= BASKET_MAX_MESSAGE;
  if (!valid) return null;
  return {
    id,
    cakeId,
    sizeId: sizeId || null,
    flavourId: flavourId || null,
    quantity: quantity as number,
    message,
    seenPrice,
  };
}

/**
 * The basket a cookie holds; null when it holds something else (an older format, a value
 * changed by hand, a cut-off cookie): that basket is ignored whole, never half read.
 */
export function readBasket(value: string | null | undefined): BasketLine[] | null {
  if (!value) return [];
  if (!value.startsWith(VERSION) || value.length > BASKET_MAX_BYTES) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(fromBase64Url(value.slice(VERSION.length)));
  } catch {
    return null;
  }
  if (!Array.isArray(stored) || stored.length > BASKET_MAX_LINES) return null;
  const lines = stored.map(toLine);
  if (lines.some((line) => line === null)) return null;
  const valid = lines as BasketLine[];
  return new Set(valid.map((line) => line.id)).size === valid.length ? valid : null;
}

/** The cookie's value for these lines ('' for none: the cookie is removed). */
export function writeBasket(lines: readonly BasketLine[]): string {
  if (lines.length === 0) return '';
  const stored = lines.map((line): StoredLine => [
    line.id,
    line.cakeId,
    line.sizeId ?? 0,
    line.flavourId ?? 0,
    line.quantity,
    line.seenPrice,
    line.message,
  ]);
  return VERSION + toBase64Url(JSON.stringify(stored));
}

/** How many cakes the basket holds (the header's count). */
export const basketCount = (lines: readonly BasketLine[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** Why a basket could not take a change: too many lines, or too much for the cookie. */
export type BasketRefusal = 'lines' | 'bytes' | 'quantity';

export type BasketChange = { lines: BasketLine[] } | { refused: BasketRefusal };

function checked(lines: BasketLine[]): BasketChange {
  if (lines.length > BASKET_MAX_LINES) return { refused: 'lines' };
  if (writeBasket(lines).length > BASKET_MAX_BYTES) return { refused: 'bytes' };
  return { lines };
}

const sameChoice = (a: Omit<BasketLine, 'id'>, b: Omit<BasketLine, 'id'>) =>
  a.cakeId === b.cakeId && a.sizeId === b.sizeId && a.flavourId === b.flavourId && a.message === b.message;

/** A line id not used in the basket (base 36, counting up). */
function nextId(lines: readonly BasketLine[]): string {
  const highest = lines.reduce((max, line) => Math.max(max, parseInt(line.id, 36) || 0), 0);
  return (highest + 1).toString(36);
}

/**
 * The basket with a cake added: the same cake, size, flavour and message adds to that line's
 * quantity (up to a line's maximum), anything else is a new line. Refused, never cut, when it
 * would not fit.
 */
export function addToBasket(lines: readonly BasketLine[], added: Omit<BasketLine, 'id'>): BasketChange {
  const line = { ...added, message: added.message.trim() };
  const same = lines.find((existing) => sameChoice(existing, line));
  if (!same) return checked([...lines, { ...line, id: nextId(lines) }]);
  const quantity = same.quantity + line.quantity;
  if (quantity > BASKET_MAX_QUANTITY) return { refused: 'quantity' };
  return checked(
    lines.map((existing) =>
      existing === same ? { ...existing, quantity, seenPrice: line.seenPrice } : existing,
    ),
  );
}

/** The basket with one line's quantity changed (0 removes it); an unknown line changes nothing. */
export function setQuantity(lines: readonly BasketLine[], id: string, quantity: number): BasketLine[] {
  if (quantity <= 0) return removeLine(lines, id);
  const bounded = Math.min(Math.trunc(quantity), BASKET_MAX_QUANTITY);
  return lines.map((line) => (line.id === id ? { ...line, quantity: bounded } : line));
}

export function removeLine(lines: readonly BasketLine[], id: string): BasketLine[] {
  return lines.filter((line) => line.id !== id);
}

/** The basket's cakes and counts as GetPickupDays reads them: `12:2,14:1`. */
export function pickupCakes(lines: readonly BasketLine[]): string {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.cakeId, (counts.get(line.cakeId) ?? 0) + line.quantity);
  return [...counts].map(([cakeId, count]) => `${cakeId}:${count}`).join(',');
}

/** The basket cookie's value out of a Cookie header (the BFF's own parser does the same). */
export function basketFromCookieHeader(header: string | null | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === BASKET_COOKIE) return rest.join('=');
  }
  return undefined;
}
