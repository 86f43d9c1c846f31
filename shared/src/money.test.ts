import { describe, expect, it } from 'vitest';

import {
  decimalText,
  depositOf,
  decimalsOf,
  exponentOf,
  fitsCurrency,
  formatMinor,
  fromMinor,
  splitVat,
  toMinor,
} from './money';

describe('a currency’s minor unit', () => {
  it('when a Gulf currency is named, then its decimals are ISO 4217’s: two for the riyals and the dirham, three for the dinars and the Omani rial', () => {
    expect(['SAR', 'AED', 'QAR', 'USD', 'EUR', 'GBP', 'EGP'].map(exponentOf)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(['KWD', 'BHD', 'OMR', 'JOD'].map(exponentOf)).toEqual([3, 3, 3, 3]);
  });

  it('when a currency is not in the table, then Intl’s decimals count (yen: none), and a code nobody knows has two', () => {
    expect(exponentOf('JPY')).toBe(0);
    expect(exponentOf('TND')).toBe(3);
    expect(exponentOf('XYZ')).toBe(2);
  });
});

describe('amounts to minor units and back', () => {
  it('when a KWD price of 1.250 or 1.255 is stored, then it is 1250 or 1255 fils and reads back the same', () => {
    expect(toMinor(1.25, 'KWD')).toBe(1250);
    expect(toMinor(1.255, 'KWD')).toBe(1255);
    expect(fromMinor(1255, 'KWD')).toBe(1.255);
    expect(fromMinor(1250, 'KWD')).toBe(1.25);
  });

  it('when an amount has more decimals than its currency, then it is rounded half away from zero, never through a float', () => {
    // 1.255 * 100 is 125.49999999999999 as a float: rounding that would give 1.25.
    expect(toMinor(1.255, 'SAR')).toBe(126);
    expect(toMinor(-1.255, 'SAR')).toBe(-126);
    expect(toMinor(1.0005, 'KWD')).toBe(1001);
    expect(toMinor(2.5, 'JPY')).toBe(3);
    expect(toMinor(-0.004, 'SAR')).toBe(0);
  });

  it('when an amount is text as typed or a number written with an exponent, then its digits are read as written', () => {
    expect(toMinor('12.3', 'SAR')).toBe(1230);
    expect(toMinor(' 0.07 ', 'AED')).toBe(7);
    expect(toMinor(1e-7, 'KWD')).toBe(0);
    expect(toMinor(1_000_000, 'BHD')).toBe(1_000_000_000);
    expect(() => toMinor('twelve', 'SAR')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'SAR')).toThrow(RangeError);
  });

  it('when any amount of at most the currency’s decimals goes to minor units and back, then it is the same number', () => {
    // Every amount up to 10 dinars in fils (100 riyals in halalas), then a walk up to a million units.
    const amounts = [
      ...Array.from({ length: 10_001 }, (_, i) => i),
      ...Array.from({ length: 3_000 }, (_, i) => i * 333_337 + 7),
    ];
    for (const currency of ['SAR', 'KWD', 'JPY'])
      for (const minor of amounts) {
        const amount = fromMinor(minor, currency);
        if (toMinor(amount, currency) !== minor || !fitsCurrency(amount, currency))
          expect({ currency, minor, back: toMinor(amount, currency) }).toEqual({
            currency,
            minor,
            back: minor,
          });
      }
  });

  it('when an amount is checked against a currency, then one with more decimals than it has does not fit', () => {
    expect(decimalsOf(1.25)).toBe(2);
    expect(decimalsOf('1.250')).toBe(2);
    expect(fitsCurrency(1.255, 'KWD')).toBe(true);
    expect(fitsCurrency(1.255, 'SAR')).toBe(false);
    expect(fitsCurrency(1.5, 'JPY')).toBe(false);
    expect(fitsCurrency(12, 'JPY')).toBe(true);
  });
});

describe('VAT in a price', () => {
  it('when prices include VAT, then the VAT is split out to the minor unit and net + VAT is the gross', () => {
    expect(splitVat(11_500, 15)).toEqual({ netMinor: 10_000, vatMinor: 1_500 });
    expect(splitVat(999, 5)).toEqual({ netMinor: 951, vatMinor: 48 });
    expect(splitVat(2_450, 0)).toEqual({ netMinor: 2_450, vatMinor: 0 });
  });

  it('when the VAT falls on exactly half a minor unit, then it rounds half away from zero (a refund’s too)', () => {
    // 105 × 5 / 105 = 5; 21 × 5 / 105 = 1; 10.5 is reached by 220.5 × 5 / 105: 2,205 fils at 5 % holds 105 fils.
    expect(splitVat(2_205, 5)).toEqual({ netMinor: 2_100, vatMinor: 105 });
    // 1 × 15 / 115 = 0.1304…; 23 × 15 / 115 = 3; 115 × 7.5 / 107.5 = 8.0232…
    expect(splitVat(115, 7.5)).toEqual({ netMinor: 107, vatMinor: 8 });
    // 21 × 5 / 105 = 1 exactly; 10.5 halves: 2.5 × 105 / 5 …: 5 % of 52.5 fils gross is 2.5.
    expect(splitVat(525, 5)).toEqual({ netMinor: 500, vatMinor: 25 });
    expect(splitVat(-11_500, 15)).toEqual({ netMinor: -10_000, vatMinor: -1_500 });
  });

  it('when any gross is split, then net + VAT is the gross and the VAT is within half a unit of the exact share', () => {
    for (const rate of [0, 5, 7.5, 15])
      for (let gross = 0; gross < 50_000; gross += 1) {
        const { netMinor, vatMinor } = splitVat(gross, rate);
        const off = Math.abs(vatMinor - (gross * rate) / (100 + rate));
        if (netMinor + vatMinor !== gross || off > 0.5 + 1e-9)
          expect({ gross, rate, netMinor, vatMinor }).toBe('split right');
      }
  });
});

describe('amounts shown', () => {
  it('when an amount goes to a file (the CSV), then it is a plain decimal with every one of its currency’s decimals', () => {
    expect(decimalText(1250, 'KWD')).toBe('1.250');
    expect(decimalText(1230, 'SAR')).toBe('12.30');
    expect(decimalText(5, 'SAR')).toBe('0.05');
    expect(decimalText(-5, 'SAR')).toBe('-0.05');
    expect(decimalText(1500, 'JPY')).toBe('1500');
  });

  it('when a KWD amount in fils is shown, then with the dinar’s three decimals, in the language’s digits', () => {
    expect(formatMinor(1255, 'KWD', 'en')).toBe('KWD\u00a01.255');
    expect(formatMinor(1255, 'KWD', 'ar')).toBe('\u200f١٫٢٥٥\u00a0د.ك.\u200f');
    expect(formatMinor(17_500, 'AED', 'en')).toBe('AED\u00a0175.00');
  });
});

describe('a deposit', () => {
  it('when the rules ask a percent, then it is that share of the price, to the minor unit', () => {
    expect(depositOf(1255, { depositPercent: 30 }, 'SAR')).toBe(377);
  });

  it('when the rules ask a fixed amount, then it is that amount in the currency’s minor unit, never more than the price', () => {
    expect(depositOf(24_000, { depositPercent: 30, depositAmount: 50 }, 'SAR')).toBe(5_000);
    expect(depositOf(24_000, { depositPercent: 30, depositAmount: 1.5 }, 'KWD')).toBe(1_500);
    expect(depositOf(3_000, { depositPercent: 30, depositAmount: 50 }, 'SAR')).toBe(3_000);
  });
});
