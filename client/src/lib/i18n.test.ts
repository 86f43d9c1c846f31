import { describe, expect, it, vi } from 'vitest';

import type { Strings } from './i18n';
import { createI18n } from './i18n';

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

describe('translations', () => {
  it('when a count is given, then the plural form follows the language’s rules (Arabic has six)', async () => {
    const i18n = await createI18n('ar', ar, () => Promise.resolve(en));
    const seats = (count: number) => i18n.t('site.seats' as never, { count });
    expect([0, 1, 2, 3, 11, 100].map(seats)).toEqual([
      'لا مقاعد',
      'مقعد واحد',
      'مقعدان',
      '3 مقاعد',
      '11 مقعدًا',
      '100 مقعد',
    ]);
  });

  it('when placeholders are given, then they are filled in; a missing string shows its key', async () => {
    const i18n = await createI18n('ar', ar);
    expect(i18n.t('site.hello' as never, { name: 'لينا' })).toBe('أهلًا لينا');
    expect(i18n.t('site.nothing' as never)).toBe('site.nothing');
    expect(i18n.exists('site.hello')).toBe(true);
    expect(i18n.exists('site.seats')).toBe(true);
    expect(i18n.exists('site.nothing')).toBe(false);
  });

  it('when the visitor switches, then the other language loads once and listeners are told', async () => {
    const load = vi.fn(() => Promise.resolve(en));
    const i18n = await createI18n('ar', ar, load);
    const listener = vi.fn();
    i18n.subscribe(listener);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('ar');
    await i18n.changeLanguage('en');
    expect(load).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(i18n.t('site.seats' as never, { count: 1 })).toBe('one seat');
    expect(i18n.translator('ar')('site.seats' as never, { count: 2 })).toBe('مقعدان');
  });
});
