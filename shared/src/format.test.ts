import { describe, expect, it } from 'vitest';

import {
  currencySymbol,
  formatDay,
  formatMoment,
  formatMoney,
  formatNumber,
  formatTime,
  i18nextNumbers,
  joinFacts,
} from './format';

const LATIN_DIGIT = /[0-9]/;

describe('numbers as each language writes them', () => {
  it('when a count is written for an Arabic page, then in Arabic-Indic digits; for an English one, in Latin digits', () => {
    expect(formatNumber(60, 'ar')).toBe('٦٠');
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('when an amount is written in Arabic, then the currency is the locale’s symbol (د.إ.), not the code, and every digit Arabic-Indic', () => {
    const aed = formatMoney(175, 'AED', 'ar');
    expect(aed).toContain('١٧٥٫٠٠');
    expect(aed).toContain('د.إ.');
    expect(aed).not.toContain('AED');
    expect(aed).not.toMatch(LATIN_DIGIT);
    expect(formatMoney(175, 'AED', 'en')).toBe('AED\u00a0175.00');
  });

  it('when the currency has three decimals (KWD), then the amount shows three', () => {
    expect(formatMoney(12.5, 'KWD', 'en')).toBe('KWD\u00a012.500');
    expect(formatMoney(12.5, 'KWD', 'ar')).toContain('١٢٫٥٠٠');
  });

  it('when a sentence names the currency, then it names it as the amounts beside it do', () => {
    expect(currencySymbol('AED', 'ar')).toBe(formatMoney(0, 'AED', 'ar').match(/د\.إ\./)?.[0]);
    expect(currencySymbol('AED', 'en')).toBe('AED');
    expect(currencySymbol('ZZZZ', 'ar')).toBe('ZZZZ');
  });

  it('when a day, a moment or a time is written in Arabic, then no Latin digit is left', () => {
    for (const text of [
      formatDay('2026-12-06T00:00:00.000Z', 'ar'),
      formatMoment('2026-12-06T14:30:00.000Z', 'ar', 'Asia/Dubai'),
      formatTime('18:30', 'ar'),
    ])
      expect(text).not.toMatch(LATIN_DIGIT);
    expect(formatMoment('2026-12-06T14:30:00.000Z', 'en', 'Asia/Dubai')).toBe('6 Dec 2026, 18:30');
  });

  it('when facts are said in one line, then Arabic separates them with its comma, never a dot that reads as zero', () => {
    expect(joinFacts(['٢ كغ', '١٦–٢٠ شخصًا', null, ''], 'ar')).toBe('٢ كغ، ١٦–٢٠ شخصًا');
    expect(joinFacts(['2 kg', '16–20 people', false], 'en')).toBe('2 kg · 16–20 people');
  });

  it('when i18next hands the formatter a value, then numbers are written in the sentence’s language and text passes as it is', () => {
    expect(i18nextNumbers.format(24, undefined, 'ar')).toBe('٢٤');
    expect(i18nextNumbers.format(24, undefined, 'en')).toBe('24');
    expect(i18nextNumbers.format('K7Q2-9MXD', undefined, 'ar')).toBe('K7Q2-9MXD');
    expect(i18nextNumbers.format(undefined, undefined, 'ar')).toBeUndefined();
  });
});
