import { describe, expect, it } from 'vitest';

import { formatDay } from './format';
import {
  formatHijriDay,
  gregorianOf,
  hijriBeside,
  hijriMonthName,
  hijriOf,
  hijriRangeBeside,
  withHijri,
} from './hijri';

// Umm al-Qura's own table (the known days): the plain `islamic` calendar gets some of these wrong.
const KNOWN = [
  {
    iso: '2027-02-08T00:00:00.000Z',
    hijri: { year: 1448, month: 9, day: 1 },
    en: '1 Ramadan 1448 AH',
    ar: '١ رمضان ١٤٤٨ هـ',
  },
  {
    iso: '2027-03-09T00:00:00.000Z',
    hijri: { year: 1448, month: 10, day: 1 },
    en: '1 Shawwal 1448 AH',
    ar: '١ شوال ١٤٤٨ هـ',
  },
  {
    iso: '2027-05-16T00:00:00.000Z',
    hijri: { year: 1448, month: 12, day: 10 },
    en: '10 Dhuʻl-Hijjah 1448 AH',
    ar: '١٠ ذو الحجة ١٤٤٨ هـ',
  },
] as const;

describe('the Umm al-Qura date of a day', () => {
  it.each(KNOWN)('when the day is $iso, then it is $en, written $ar in Arabic', ({ iso, hijri, en, ar }) => {
    expect(hijriOf(iso)).toEqual(hijri);
    expect(formatHijriDay(iso, 'en')).toBe(en);
    expect(formatHijriDay(iso, 'ar')).toBe(ar);
  });

  it('when the day before 1 Ramadan 1448 is read, then it is 30 Shaʻban (Umm al-Qura), not 1 Ramadan', () => {
    expect(hijriOf('2027-02-07T00:00:00.000Z')).toEqual({ year: 1448, month: 8, day: 30 });
  });

  it('when the reader is in a zone west of UTC, then the day is still read as the stored calendar day', () => {
    // The formatters name UTC, so no process zone can move a UTC-midnight day to the day before.
    expect(formatHijriDay('2027-02-08T00:00:00.000Z', 'en')).toBe('1 Ramadan 1448 AH');
    expect(formatHijriDay('not a day', 'en')).toBe('');
    expect(hijriOf('not a day')).toBeNull();
  });
});

describe('the Gregorian day of a Hijri day', () => {
  it.each(KNOWN)('when $en is asked for, then $iso', ({ iso, hijri }) => {
    expect(gregorianOf(hijri)).toBe(iso);
  });

  it('when every day of 2020–2060 is turned to Hijri and back, then it comes back to itself', () => {
    for (let at = Date.UTC(2020, 0, 1); at < Date.UTC(2060, 0, 1); at += 86_400_000) {
      const iso = new Date(at).toISOString();
      const hijri = hijriOf(iso);
      expect(hijri && gregorianOf(hijri)).toBe(iso);
    }
  });

  it('when the month has 29 days, then its 30th is no day; a month or day out of range is none either', () => {
    // Umm al-Qura's Ramadan 1448 has 29 days: 1 Shawwal follows 29 Ramadan (8 March 2027).
    expect(gregorianOf({ year: 1448, month: 9, day: 29 })).toBe('2027-03-08T00:00:00.000Z');
    expect(gregorianOf({ year: 1448, month: 9, day: 30 })).toBeNull();
    expect(gregorianOf({ year: 1448, month: 13, day: 1 })).toBeNull();
    expect(gregorianOf({ year: 1448, month: 1, day: 0 })).toBeNull();
  });
});

describe('the shop’s calendar display', () => {
  it('when the shop shows Gregorian only, then nothing is written beside a day', () => {
    expect(hijriBeside(KNOWN[0].iso, 'ar', 'gregorian')).toBe('');
    expect(withHijri(formatDay(KNOWN[0].iso, 'en'), KNOWN[0].iso, 'en', 'gregorian')).toBe('8 February 2027');
  });

  it('when the shop shows both, then the Hijri date follows the Gregorian one in the reader’s digits', () => {
    expect(withHijri(formatDay(KNOWN[0].iso, 'en'), KNOWN[0].iso, 'en', 'gregorian-hijri')).toBe(
      '8 February 2027 (1 Ramadan 1448 AH)',
    );
    expect(withHijri(formatDay(KNOWN[0].iso, 'ar'), KNOWN[0].iso, 'ar', 'gregorian-hijri')).toBe(
      '٨ فبراير ٢٠٢٧ (١ رمضان ١٤٤٨ هـ)',
    );
  });
});

describe('the Hijri months by name', () => {
  it('when the ninth month is named, then Ramadan / رمضان', () => {
    expect(hijriMonthName(9, 'en')).toBe('Ramadan');
    expect(hijriMonthName(9, 'ar')).toBe('رمضان');
    expect(hijriMonthName(13, 'en')).toBe('');
  });
});

describe('a run of days in Hijri', () => {
  it('when Eid al-Fitr 1448 runs 9–11 March 2027, then it is 1–3 Shawwal, in each language’s digits', () => {
    expect(
      hijriRangeBeside('2027-03-09T00:00:00.000Z', '2027-03-11T00:00:00.000Z', 'en', 'gregorian-hijri'),
    ).toBe('1–3 Shawwal 1448 AH');
    expect(
      hijriRangeBeside('2027-03-09T00:00:00.000Z', '2027-03-11T00:00:00.000Z', 'ar', 'gregorian-hijri'),
    ).toBe('١–٣ شوال ١٤٤٨ هـ');
  });

  it('when the shop shows Gregorian only, or the run ends before it starts, then nothing', () => {
    expect(hijriRangeBeside('2027-03-09T00:00:00.000Z', '2027-03-11T00:00:00.000Z', 'en', 'gregorian')).toBe(
      '',
    );
    expect(
      hijriRangeBeside('2027-03-11T00:00:00.000Z', '2027-03-09T00:00:00.000Z', 'en', 'gregorian-hijri'),
    ).toBe('');
  });
});
