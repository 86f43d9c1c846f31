import { describe, expect, it } from 'vitest';

import { formatDate, formatDateTime, formatPlainNumber, formatPrice, formatTime } from './format';

describe('dates', () => {
  it('when a course starts at UTC midnight, then it shows that day in English', () => {
    expect(formatDate('2026-12-01T00:00:00.000Z', 'en')).toBe('1 December 2026');
  });

  it('when the language is Arabic, then the month is named in Arabic with Arabic digits', () => {
    const text = formatDate('2026-12-01T00:00:00.000Z', 'ar');
    expect(text).toContain('ديسمبر');
    expect(text).toContain('٢٠٢٦');
  });

  it('when the value is not a date, then nothing is shown', () => {
    expect(formatDate('soon', 'en')).toBe('');
  });
});

describe('prices', () => {
  it('when formatting in English, then the currency symbol and two decimals appear', () => {
    expect(formatPrice(12.5, 'USD', 'en')).toBe('US$12.50');
    expect(formatPrice(1234, 'GBP', 'en')).toBe('£1,234.00');
  });

  it('when formatting in Arabic, then Arabic digits are used', () => {
    expect(formatPrice(12.5, 'USD', 'ar')).toContain('١٢٫٥٠');
  });

  it('when the currency code is unknown to Intl, then the number and code still show', () => {
    expect(formatPrice(3, 'ZZ', 'en')).toBe('3 ZZ');
  });

  it('when a course time is shown, then it reads as the locale writes times, whatever the zone', () => {
    expect(formatTime('18:30', 'en')).toBe('18:30');
    expect(formatTime('18:30', 'ar')).toContain('٦:٣٠');
    expect(formatTime('bad', 'en')).toBe('bad');
  });
});

describe('formatPlainNumber', () => {
  it("when a year or a code is written, then in the locale's digits and without a thousands separator", () => {
    expect(formatPlainNumber(2026, 'en')).toBe('2026');
    expect(formatPlainNumber(2026, 'ar')).toBe('٢٠٢٦');
    expect(formatPlainNumber(404, 'ar')).toBe('٤٠٤');
  });
});

describe('moments on the shop’s clock', () => {
  it('when a moment is formatted, then it reads on the shop’s zone, whatever zone the page runs in', () => {
    // 20:00 UTC is midnight in Dubai: the next day there.
    const moment = '2026-12-01T20:00:00.000Z';
    expect(formatDateTime(moment, 'en', 'Asia/Dubai')).toBe('2 Dec 2026, 00:00');
    expect(formatDateTime(moment, 'en', 'Asia/Riyadh')).toBe('1 Dec 2026, 23:00');
    expect(formatDateTime(moment, 'en', 'No/Such_Zone')).toBe('1 Dec 2026, 20:00');
  });
});
