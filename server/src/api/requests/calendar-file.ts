import { addDays, zonedInstant } from '@cakeshop/shared';
import type { PerKind, RequestKind } from '@cakeshop/shared';

import { wordsIn } from '../outbox/wording';
import type { Place } from './places';
import { hoursOf } from './places';
import type { RequestDetails, RequestRow, TrackFacts } from './request-kind';
import type { SiteSettings } from './site-settings';

/** TEXT as RFC 5545 §3.3.11 writes it: backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded as RFC 5545 §3.1 asks: at most 75 octets a line, continued on the next
 * after CRLF and a space, never inside a UTF-8 sequence (Arabic takes two octets a letter).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation's leading space takes one of its 75.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `20261201T143000Z`: UTC, ASCII digits only. */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** `20261201`: a whole day. */
const dayStamp = (iso: string) => iso.slice(0, 10).replace(/-/g, '');

export interface CalendarInput {
  kind: RequestKind;
  row: RequestRow;
  facts: TrackFacts;
  details: RequestDetails;
  place: Place | undefined;
  settings: SiteSettings;
  /** What was asked for, one line each, in the visitor's language (an order's cakes). */
  lines: readonly string[];
  /** How many times its day or seats changed: a calendar that has it updates its copy. */
  sequence: number;
  now: Date;
  /** The site's host (SITE_URL), so the UID is the site's own. */
  host?: string | undefined;
}

/** When it happens: a class at its time (UTC), or the whole pick-up day. */
function when({ details, settings }: CalendarInput): string[] {
  if (!details.day) return [];
  if (!details.time)
    return [
      `DTSTART;VALUE=DATE:${dayStamp(details.day)}`,
      `DTEND;VALUE=DATE:${dayStamp(addDays(details.day, 1))}`,
    ];
  const start = zonedInstant(details.day, details.time, settings.timeZone);
  return [
    `DTSTART:${utcStamp(start)}`,
    ...(details.durationHours
      ? [`DTEND:${utcStamp(new Date(start.getTime() + details.durationHours * 3_600_000))}`]
      : []),
  ];
}

const STATUS: Record<string, string> = { new: 'TENTATIVE', cancelled: 'CANCELLED' };

/** Each kind's event title (a waiting place has no day, so no file, but a title all the same). */
export const CALENDAR_SUMMARY: PerKind<string> = {
  cake: 'notices.calendar.summary.cake',
  course: 'notices.calendar.summary.course',
  waitlist: 'notices.calendar.summary.waitlist',
  custom: 'notices.calendar.summary.custom',
};

/**
 * A request as an iCalendar file (RFC 5545) in the visitor's language: the pick-up or the class,
 * at its branch's address, with a reminder the day before. Times in UTC (no VTIMEZONE needed),
 * the UID stable across downloads (the reference), the SEQUENCE raised by every change of day or
 * seats so a calendar that imports it again updates its copy.
 */
export function calendarFile(input: CalendarInput): string {
  const { kind, row, facts, details, place, lines, sequence, now } = input;
  const { t, time, pick } = wordsIn(row.language);
  const title = pick(facts.titleEn, facts.titleAr);
  const summary = t(CALENDAR_SUMMARY[kind], { title, reference: row.reference });
  const hours = hoursOf(place, pick);
  const description = [
    t('notices.calendar.reference', { reference: row.reference }),
    ...(hours && 'day' in hours ? [t('notices.messages.dayHours', { hours: time(hours.day) })] : []),
    ...(hours && 'text' in hours ? [t('notices.messages.hours', { hours: hours.text })] : []),
    ...lines,
    ...(pick(details.bringEn, details.bringAr)
      ? [t('notices.messages.bring', { bring: pick(details.bringEn, details.bringAr) })]
      : []),
    ...(place?.mapUrl ? [t('notices.messages.map', { url: place.mapUrl })] : []),
  ].join('\n');
  const location = place
    ? [pick(place.nameEn, place.nameAr), pick(place.addressEn, place.addressAr)].filter(Boolean).join(', ')
    : '';
  const content = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cakes & Courses//Visitor requests//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${row.reference}@${input.host ?? 'cakeshop'}`,
    `DTSTAMP:${utcStamp(now)}`,
    `SEQUENCE:${sequence}`,
    ...when(input),
    `SUMMARY:${icsText(summary)}`,
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    `STATUS:${STATUS[row.status] ?? 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(summary)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return content.map(foldLine).join('\r\n') + '\r\n';
}
