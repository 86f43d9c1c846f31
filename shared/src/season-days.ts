import { addDays } from './dates';
import type { HijriMonthDay } from './entities/seasons';
import { gregorianOf } from './hijri';

/**
 * The Gregorian day of a Hijri day in a year, by Umm al-Qura. A 30th in a month of 29 days is
 * its last day (the month ends a day earlier that year).
 */
function landed(hijriYear: number, { month, day }: HijriMonthDay): string | null {
  return (
    gregorianOf({ year: hijriYear, month, day }) ??
    (day === 30 ? gregorianOf({ year: hijriYear, month, day: 29 }) : null)
  );
}

/**
 * Where a rule's Hijri days fall in a year: the first and last Gregorian days (ISO at UTC
 * midnight), moved by `shift` days (a moon sighting a day off Umm al-Qura's table).
 */
export function seasonDays(
  hijriYear: number,
  rule: { from: HijriMonthDay; to: HijriMonthDay },
  shift: number,
): { from: string; to: string } | null {
  const from = landed(hijriYear, rule.from);
  const to = landed(hijriYear, rule.to);
  if (!from || !to) return null;
  return { from: addDays(from, shift), to: addDays(to, shift) };
}
