import { describe, expect, it } from 'vitest';

import {
  addDays,
  inputValueToPicker,
  isoToPicker,
  isTimeZone,
  isUtcMidnightIso,
  pickerToInputValue,
  pickerToIso,
  todayIn,
} from './dates';

describe('date helpers', () => {
  it('when a picker value is converted, then it is the ISO string at UTC midnight', () => {
    expect(pickerToIso({ year: 2026, month: 12, day: 1 })).toBe('2026-12-01T00:00:00.000Z');
  });

  it('when an ISO string is read back, then the same calendar day comes out', () => {
    expect(isoToPicker('2026-12-01T00:00:00.000Z')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(isoToPicker(pickerToIso({ year: 2028, month: 2, day: 29 }))).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
  });

  it('when the day does not exist, then the conversion refuses it', () => {
    expect(() => pickerToIso({ year: 2026, month: 2, day: 30 })).toThrow(RangeError);
    expect(() => isoToPicker('not a date')).toThrow(RangeError);
  });

  it('accepts only real days at UTC midnight as course start dates', () => {
    expect(isUtcMidnightIso('2026-12-01T00:00:00.000Z')).toBe(true);
    expect(isUtcMidnightIso('2026-12-01T00:00:00Z')).toBe(true);
    expect(isUtcMidnightIso('2026-12-01T10:00:00.000Z')).toBe(false);
    expect(isUtcMidnightIso('2026-02-30T00:00:00.000Z')).toBe(false);
    expect(isUtcMidnightIso('2026-12-01')).toBe(false);
  });

  it('round-trips the value of an <input type="date">', () => {
    expect(pickerToInputValue({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect(inputValueToPicker('2026-03-07')).toEqual({ year: 2026, month: 3, day: 7 });
    expect(inputValueToPicker('2026-13-07')).toBeNull();
    expect(inputValueToPicker('')).toBeNull();
  });
});

describe("the site's today", () => {
  const lateEvening = new Date('2026-03-10T23:30:00.000Z');

  it('when it is 23:30 UTC, then it is already the next day in Dubai and still the same day in London', () => {
    expect(todayIn('Asia/Dubai', lateEvening)).toBe('2026-03-11T00:00:00.000Z');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-03-10T00:00:00.000Z');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-10T00:00:00.000Z');
  });

  it('when the zone is unknown, then UTC is used rather than failing', () => {
    expect(todayIn('Not/AZone', lateEvening)).toBe('2026-03-10T00:00:00.000Z');
  });

  it('when days are added, then months and years roll over', () => {
    expect(addDays('2026-12-30T00:00:00.000Z', 3)).toBe('2027-01-02T00:00:00.000Z');
  });

  it('when a name is checked as a time zone, then only real IANA names pass', () => {
    expect(isTimeZone('Asia/Dubai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('<script>')).toBe(false);
  });
});
