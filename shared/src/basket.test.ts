import { describe, expect, it } from 'vitest';

import {
  addToBasket,
  BASKET_MAX_BYTES,
  BASKET_MAX_LINES,
  BASKET_MAX_MESSAGE,
  BASKET_MAX_QUANTITY,
  basketCount,
  basketFromCookieHeader,
  pickupCakes,
  readBasket,
  removeLine,
  setQuantity,
  writeBasket,
} from './basket';
import type { BasketLine } from './basket';
import { maxLengthOf } from './fields';
import { MAX_ORDER_LINES, orderLineInput } from './entities/requests';

const cake = (cakeId: number, message = '', quantity = 1): Omit<BasketLine, 'id'> => ({
  cakeId,
  sizeId: 3,
  flavourId: null,
  quantity,
  message,
  seenPrice: 120.5,
});

const linesOf = (change: ReturnType<typeof addToBasket>) => {
  if (!('lines' in change)) throw new Error(`refused: ${change.refused}`);
  return change.lines;
};

/** A cookie value made by hand, as someone editing their cookies would. */
const forged = (stored: unknown) => `1.${Buffer.from(JSON.stringify(stored)).toString('base64url')}`;

describe('the basket cookie', () => {
  it('when lines are written and read back, then they are the same, Arabic message and all, in cookie-safe characters', () => {
    const lines = linesOf(
      addToBasket(linesOf(addToBasket([], cake(12, 'عيد ميلاد سعيد يا ليلى 30'))), cake(14)),
    );
    const value = writeBasket(lines);
    expect(value).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(readBasket(value)).toEqual(lines);
    expect(lines.map((line) => line.id)).toEqual(['1', '2']);
  });

  it('when nothing is set, then the basket is empty; an empty basket removes the cookie', () => {
    expect(readBasket(undefined)).toEqual([]);
    expect(readBasket('')).toEqual([]);
    expect(writeBasket([])).toBe('');
  });

  it('when the same cake, size, flavour and message is added again, then its line grows, up to a line’s maximum', () => {
    const once = linesOf(addToBasket([], cake(12, 'Lina', 2)));
    const twice = linesOf(addToBasket(once, { ...cake(12, ' Lina ', 3), seenPrice: 130 }));
    expect(twice).toEqual([{ ...once[0], quantity: 5, seenPrice: 130 }]);
    expect(addToBasket(twice, cake(12, 'Lina', BASKET_MAX_QUANTITY))).toEqual({ refused: 'quantity' });
    expect(linesOf(addToBasket(twice, cake(12, 'Omar')))).toHaveLength(2);
  });

  it('when a basket would not fit the cookie, then the change is refused and nothing is dropped', () => {
    let lines: BasketLine[] = [];
    let refusal: string | undefined;
    for (let i = 1; i <= BASKET_MAX_LINES && !refusal; i += 1) {
      const change = addToBasket(lines, cake(1_000_000 + i, 'م'.repeat(BASKET_MAX_MESSAGE)));
      if ('refused' in change) refusal = change.refused;
      else lines = change.lines;
    }
    expect(refusal).toBe('bytes');
    expect(writeBasket(lines).length).toBeLessThanOrEqual(BASKET_MAX_BYTES);
    expect(readBasket(writeBasket(lines))).toHaveLength(lines.length);
  });

  it('when a basket has as many lines as an order takes, then one more is refused', () => {
    let lines: BasketLine[] = [];
    for (let i = 1; i <= BASKET_MAX_LINES; i += 1) lines = linesOf(addToBasket(lines, cake(i)));
    expect(addToBasket(lines, cake(99))).toEqual({ refused: 'lines' });
  });

  it('when the cookie was changed by hand, cut short or is of another format, then it is ignored whole', () => {
    const good = writeBasket(linesOf(addToBasket([], cake(12))));
    const tampered = [
      good.slice(0, -3),
      `2.${good.slice(2)}`,
      'not a basket',
      '1.%%%',
      `1.${Buffer.from([0xff, 0xfe]).toString('base64url')}`,
      forged({ lines: [] }),
      forged([['1', 12, 3, 0, 0, 10, '']]),
      forged([['1', 12, 3, 0, 21, 10, '']]),
      forged([['1', -4, 3, 0, 1, 10, '']]),
      forged([['1', 12, 3.5, 0, 1, 10, '']]),
      forged([['1', 12, 3, 0, 1, -1, '']]),
      forged([['1', 12, 3, 0, 1, 10, 'x'.repeat(61)]]),
      forged([['<b>', 12, 3, 0, 1, 10, '']]),
      forged([
        ['1', 12, 3, 0, 1, 10, ''],
        ['1', 14, 3, 0, 1, 10, ''],
      ]),
      forged(Array.from({ length: BASKET_MAX_LINES + 1 }, (_, i) => [String(i + 1), 12, 3, 0, 1, 10, ''])),
      `1.${'A'.repeat(BASKET_MAX_BYTES)}`,
    ];
    for (const value of tampered) expect(readBasket(value), value).toBeNull();
  });

  it('when lines change, then the count, the quantities and the pick-up query follow', () => {
    const lines = linesOf(
      addToBasket(linesOf(addToBasket(linesOf(addToBasket([], cake(12, '', 2))), cake(14))), cake(12, 'x')),
    );
    expect(basketCount(lines)).toBe(4);
    expect(pickupCakes(lines)).toBe('12:3,14:1');
    expect(setQuantity(lines, '2', 5).map((line) => line.quantity)).toEqual([2, 5, 1]);
    expect(setQuantity(lines, '2', 99)[1]?.quantity).toBe(BASKET_MAX_QUANTITY);
    expect(setQuantity(lines, '2', 0).map((line) => line.id)).toEqual(['1', '3']);
    expect(removeLine(lines, 'zz')).toEqual(lines);
  });

  it('when a Cookie header holds a basket among others, then its value is found', () => {
    expect(basketFromCookieHeader('lang=ar; basket=1.abc; _csrf=x')).toBe('1.abc');
    expect(basketFromCookieHeader('lang=ar')).toBeUndefined();
    expect(basketFromCookieHeader(null)).toBeUndefined();
  });

  it("keeps the contract's limits of an order line", () => {
    expect(BASKET_MAX_LINES).toBe(MAX_ORDER_LINES);
    expect(BASKET_MAX_MESSAGE).toBe(maxLengthOf(orderLineInput, 'cakeMessage'));
    expect(orderLineInput.safeParse({ cakeId: 1, quantity: BASKET_MAX_QUANTITY }).success).toBe(true);
    expect(orderLineInput.safeParse({ cakeId: 1, quantity: BASKET_MAX_QUANTITY + 1 }).success).toBe(false);
  });
});
