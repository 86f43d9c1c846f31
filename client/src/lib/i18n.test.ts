import { describe, expect, it, vi } from 'vitest';

import type { I18n, Strings } from './i18n';
import { createI18n, switchLanguage } from './i18n';

const ar: Strings = {
  site: {
    seats_zero: 'لا مقاعد',
    seats_one: 'مقعد واحد',
    seats_two: 'مقعدان',
    seats_few: '{{count}} مقاعد',
    seats_many: '{{count}} مقعدًا',
    seats_other: '{{count}} مقعد',
    hello: 'أهلًا {{ name }}',
  },
};
const en: Strings = {
  site: { seats_one: 'one seat', seats_other: '{{count}} seats', hello: 'Hello {{name}}' },
};

/** These tests' own keys, which the app's typed keys do not know. */
const translate = (i18n: I18n, language?: 'en' | 'ar') =>
  (language ? i18n.getFixedT(language) : i18n.t) as unknown as (key: string, options?: object) => string;

describe('translations', () => {
  it('when a count is given, then the plural form follows the language’s rules (Arabic has six) and the number its digits', async () => {
    const i18n = await createI18n('ar', ar, () => Promise.resolve(en));
    const seats = (count: number) => translate(i18n)('site.seats', { count });
    expect([0, 1, 2, 3, 11, 100].map(seats)).toEqual([
      'لا مقاعد',
      'مقعد واحد',
      'مقعدان',
      '٣ مقاعد',
      '١١ مقعدًا',
      '١٠٠ مقعد',
    ]);
  });

  it('when a sentence takes a number, then it is written as the sentence’s language writes numbers; text is left as it is', async () => {
    const i18n = await createI18n('en', en);
    await switchLanguage(i18n, 'ar', () => Promise.resolve(ar));
    expect(translate(i18n, 'en')('site.seats', { count: 1234 })).toBe('1,234 seats');
    expect(translate(i18n, 'ar')('site.hello', { name: 60 })).toBe('أهلًا ٦٠');
    expect(translate(i18n, 'ar')('site.hello', { name: 'K7Q2-9MXD' })).toBe('أهلًا K7Q2-9MXD');
  });

  it('when placeholders are given, then they are filled in; a missing string shows its key', async () => {
    const i18n = await createI18n('ar', ar);
    expect(translate(i18n)('site.hello', { name: 'لينا' })).toBe('أهلًا لينا');
    expect(translate(i18n)('site.nothing')).toBe('site.nothing');
    expect(i18n.exists('site.hello')).toBe(true);
    expect(i18n.exists('site.seats', { count: 2 })).toBe(true);
    expect(i18n.exists('site.nothing')).toBe(false);
  });

  it('when the reader switches, then the other language loads once and listeners are told', async () => {
    const load = vi.fn(() => Promise.resolve(en));
    const i18n = await createI18n('ar', ar, load);
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await switchLanguage(i18n, 'en', load);
    await switchLanguage(i18n, 'ar', load);
    await switchLanguage(i18n, 'en', load);
    expect(load).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(translate(i18n)('site.seats', { count: 1 })).toBe('one seat');
    expect(translate(i18n, 'ar')('site.seats', { count: 2 })).toBe('مقعدان');
  });
});
