/**
 * schema.org `openingHours` wants `Mo-Sa 08:00-22:00`; the content holds free English text such
 * as "Saturday to Thursday 8:00–22:00, Friday 14:00–22:00". Parts that read as day ranges and
 * times are converted; anything else is kept as written (still better than nothing to a crawler).
 */
const DAYS: Record<string, string> = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
};

const PART =
  /^(every ?day|daily|(\w+)(?:\s*(?:to|-|–)\s*(\w+))?)\s+(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})$/i;

const CLOSED = /^closed(?: on)? (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/i;

const pad = (value: string) => value.padStart(2, '0');

function convert(part: string): string | null {
  const match = PART.exec(part.trim());
  if (!match) return null;
  const [, all = '', from, to, h1 = '', m1 = '', h2 = '', m2 = ''] = match;
  const times = `${pad(h1)}:${m1}-${pad(h2)}:${m2}`;
  if (/^(every ?day|daily)$/i.test(all)) return `Mo-Su ${times}`;
  const start = DAYS[(from ?? '').toLowerCase()];
  const end = to ? DAYS[to.toLowerCase()] : undefined;
  if (!start || (to && !end)) return null;
  return `${end ? `${start}-${end}` : start} ${times}`;
}

export function toOpeningHours(text: string): string[] {
  // "closed on Friday" says when it is not open: schema.org lists only the open times.
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part && !CLOSED.test(part));
  if (parts.length === 0) return [];
  const converted = parts.map(convert);
  return converted.every((value): value is string => value !== null) ? converted : [text.trim()];
}
