import type { ActivityDetails } from '@cakeshop/shared';
import ar from '@cakeshop/shared/i18n/ar.json';
import en from '@cakeshop/shared/i18n/en.json';
import { describe, expect, it } from 'vitest';

import { createI18n } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { activityText } from './activity-text';

const STRINGS = { en, ar };
const LATIN_DIGIT = /[0-9]/;
// The isolates around a reference or a name: what shows is the text between them.
const shown = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '') ?? null;

async function say(details: ActivityDetails | null, language: Language): Promise<string | null> {
  const i18n = await createI18n(language, STRINGS[language]);
  return shown(activityText({ details }, { i18n, language, currency: 'AED', timeZone: 'Asia/Dubai' }));
}

describe('a row of the activity log, in the reader’s language', () => {
  it('when a status moved, then the statuses are named in the reader’s language, the reference kept as it is', async () => {
    const details: ActivityDetails = { kind: 'status', reference: 'K7Q2-9MXD', from: 'new', to: 'confirmed' };
    expect(await say(details, 'en')).toBe('K7Q2-9MXD: New → Confirmed');
    expect(await say(details, 'ar')).toBe('K7Q2-9MXD: من «جديد» إلى «مؤكَّد»');
  });

  it('when a payment was recorded, then its method and amount read in Arabic, in Arabic-Indic digits', async () => {
    const details: ActivityDetails = { kind: 'payment', reference: 'K7Q2-9MXD', method: 'cash', amount: 100 };
    const arabic = (await say(details, 'ar')) ?? '';
    expect(arabic).toContain('نقدًا');
    expect(arabic).toContain('١٠٠٫٠٠');
    expect(arabic).not.toMatch(/cash|AED/);
    expect(arabic.replace('K7Q2-9MXD', '')).not.toMatch(LATIN_DIGIT);
    expect(await say(details, 'en')).toBe('K7Q2-9MXD: Cash, AED\u00a0100.00');
  });

  it('when a cake was saved, then the reader sees its name in their language', async () => {
    const details: ActivityDetails = { kind: 'named', en: 'Rose cake', ar: 'كعكة الورد' };
    expect(await say(details, 'ar')).toBe('كعكة الورد');
    expect(await say(details, 'en')).toBe('Rose cake');
    expect(await say({ kind: 'named', en: 'Rose cake', ar: '' }, 'ar')).toBe('Rose cake');
  });

  it('when a row names a moment or a day, then it is written as a date, never as an ISO string', async () => {
    const backup = await say({ kind: 'backup', createdAt: '2026-11-27T08:15:00.000Z' }, 'en');
    // 08:15 UTC is 12:15 on the shop's clock (Dubai), whatever zone the test runs in.
    expect(backup).toBe('A backup taken 27 Nov 2026, 12:15');
    expect(await say({ kind: 'scheduled', en: 'Home', ar: 'الرئيسية', at: '2026-12-01T06:00' }, 'en')).toBe(
      'Home, at 1 Dec 2026, 06:00',
    );
    const moved = await say(
      {
        kind: 'change',
        reference: 'K7Q2-9MXD',
        change: 'pickup',
        from: '2026-12-01T00:00:00.000Z',
        to: '2026-12-03T00:00:00.000Z',
      },
      'ar',
    );
    expect(moved).toContain('١ ديسمبر ٢٠٢٦');
    expect(moved).not.toMatch(/T00|2026/);
  });

  it('when the branches were saved, then their count is worded with the language’s plural', async () => {
    expect(await say({ kind: 'branches', count: 2 }, 'ar')).toBe('فرعان');
    expect(await say({ kind: 'branches', count: 1 }, 'en')).toBe('1 branch');
  });

  it('when a row has no details (written before them), then there is nothing to word: its summary shows', async () => {
    expect(await say(null, 'ar')).toBeNull();
  });
});
