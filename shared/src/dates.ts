/** A date picker's value: a calendar day with no time zone. `month` is 1..12. */
export interface PickerDate {
  year: number;
  month: number;
  day: number;
}

/** Course start dates travel as ISO strings at UTC midnight, e.g. `2026-12-01T00:00:00.000Z`. */
export const UTC_MIDNIGHT = /^(\d{4})-(\d{2})-(\d{2})T00:00:00(?:\.000)?Z$/;

export function isValidPickerDate({ year, month, day }: PickerDate): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function pickerToIso(value: PickerDate): string {
  if (!isValidPickerDate(value)) throw new RangeError(`Not a calendar day: ${JSON.stringify(value)}`);
  const date = new Date(Date.UTC(2000, value.month - 1, value.day));
  date.setUTCFullYear(value.year);
  return date.toISOString();
}

/** Reads the calendar day of an ISO string in UTC, so no time zone can move it by a day. */
export function isoToPicker(iso: string): PickerDate {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** True for an ISO string at UTC midnight naming a real calendar day. */
export function isUtcMidnightIso(value: string): boolean {
  const match = UTC_MIDNIGHT.exec(value);
  if (!match) return false;
  return isValidPickerDate({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}

/** `YYYY-MM-DD` as `<input type="date">` uses it, to and from the picker value. */
export function pickerToInputValue({ year, month, day }: PickerDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function inputValueToPicker(value: string): PickerDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const picked = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidPickerDate(picked) ? picked : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today in a time zone, as the contract writes days (ISO at UTC midnight). "Today" is the site's
 * (HomeData.timeZone), never the server's or the browser's: at 23:30 UTC it is already tomorrow
 * in Dubai. An unknown zone falls back to UTC rather than failing a page.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return pickerToIso({ year: part('year'), month: part('month'), day: part('day') });
}

/** A day (ISO at UTC midnight) moved by whole days. */
export function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
}

/** True when the name is a time zone this runtime knows (IANA, e.g. `Asia/Dubai`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
