import { changeDeadline } from '@cakeshop/shared';
import type { TrackResult } from '@cakeshop/shared';

import type { Place } from './places';
import type { RequestDetails, RequestKindSpec, RequestRow, TrackFacts } from './request-kind';
import type { SiteSettings } from './site-settings';

/** Statuses after which a request has no event to keep in a calendar. */
const ENDED = ['cancelled', 'declined', 'expired'];

/** What a visitor's look-up answers: the kind, what its registry entry shows, and what they may do. */
export type Tracked<K extends string> = Omit<TrackResult, 'kind'> & { kind: K };

export interface TrackedInput<K extends string> {
  kind: K;
  changes: RequestKindSpec['visitorChanges'];
  row: RequestRow;
  facts: TrackFacts;
  amount: number;
  details: RequestDetails;
  place: Place | undefined;
  settings: SiteSettings;
  now: Date;
}

/**
 * The moment after which the visitor changes nothing themselves: the request's own stored
 * policy (hours before the event), never the settings of today.
 */
export function deadlineOf(row: RequestRow, details: RequestDetails, timeZone: string): Date | null {
  return changeDeadline({ day: details.day, time: details.time }, row.changeCutoffHours, timeZone);
}

/**
 * Whether the visitor may still change it themselves: a status open to changes, before the
 * cut-off, or at any time once the shop has closed its day.
 */
export function isOpenToChanges(
  changes: RequestKindSpec['visitorChanges'],
  row: RequestRow,
  deadline: Date | null,
  now: Date,
  closedByShop = false,
): boolean {
  return changes.from.includes(row.status) && (closedByShop || deadline === null || now < deadline);
}

export function trackedView<K extends string>(input: TrackedInput<K>): Tracked<K> {
  const { kind, changes, row, facts, details, place, settings, now } = input;
  const deadline = deadlineOf(row, details, settings.timeZone);
  const open = isOpenToChanges(changes, row, deadline, now, details.closedByShop);
  return {
    kind,
    ...facts,
    reference: row.reference,
    time: details.time,
    placeEn: place?.nameEn ?? null,
    placeAr: place?.nameAr ?? null,
    amount: input.amount,
    maxSeats: details.maxSeats,
    changeUntil: deadline?.toISOString() ?? null,
    changes: open ? [...changes.allowed] : [],
    calendar: details.day !== null && !ENDED.includes(row.status),
    ...(details.closedByShop ? { dayClosed: true } : {}),
  } as Tracked<K>;
}
