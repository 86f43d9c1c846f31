import { describe, expect, it } from 'vitest';

import { depositAt } from './checkout-payment';
import type { CheckoutPaymentRule } from './checkout-payment';

const rule = (deposit: CheckoutPaymentRule['deposit']): CheckoutPaymentRule => ({
  pay: 'off',
  online: true,
  testMode: false,
  deposit,
});

describe('the deposit checkout announces', () => {
  it('when an order reaches the shop’s total, then it is the rules’ percent, rounded as the server rounds in the currency’s own decimals', () => {
    const thirty = rule({ from: 200, percent: 30, amount: 0, dueDays: 3 });
    expect(depositAt(thirty, 240, 'AED')).toBe(72);
    expect(depositAt(thirty, 199.99, 'AED')).toBeNull();
    expect(depositAt(rule({ from: 1, percent: 33, amount: 0, dueDays: 3 }), 1.255, 'KWD')).toBe(0.414);
    expect(depositAt(rule({ from: 1, percent: 33, amount: 0, dueDays: 3 }), 10.01, 'SAR')).toBe(3.3);
  });

  it('when the shop asks a fixed amount, then it is that amount, and never more than the order', () => {
    const fifty = rule({ from: 200, percent: 30, amount: 50, dueDays: 3 });
    expect(depositAt(fifty, 240, 'AED')).toBe(50);
    expect(depositAt(rule({ from: 10, percent: 30, amount: 50, dueDays: 3 }), 40, 'AED')).toBe(40);
  });

  it('when the shop asks no deposit of large orders, or takes no payments online, then there is none', () => {
    expect(depositAt(rule(null), 10_000, 'AED')).toBeNull();
    expect(depositAt(null, 10_000, 'AED')).toBeNull();
  });
});
