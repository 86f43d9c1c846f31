import { describe, expect, it } from 'vitest';

import { COMMON_CURRENCIES, currencyLabel } from './currencies';

describe('currencies', () => {
  it('when the list is offered, then it holds the Gulf, Levant and Egypt currencies and USD, EUR, GBP', () => {
    for (const code of ['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'JOD', 'LBP', 'EGP', 'USD', 'EUR', 'GBP']) {
      expect(COMMON_CURRENCIES).toContain(code);
    }
  });

  it('when a code is shown, then its name comes in the UI language with the code beside it', () => {
    // The exact name follows the ICU data of the runtime ("UAE Dirham", "United Arab Emirates Dirham").
    expect(currencyLabel('AED', 'en')).toMatch(/Dirham \(AED\)$/);
    expect(currencyLabel('AED', 'ar')).toMatch(/^درهم.* \(AED\)$/);
    expect(currencyLabel('CHF', 'en')).toBe('Swiss Franc (CHF)');
  });

  it('when a code has no known name or is malformed, then the code alone is shown', () => {
    expect(currencyLabel('XYZ', 'en')).toBe('XYZ');
    expect(currencyLabel('usd-1', 'en')).toBe('usd-1');
  });
});
