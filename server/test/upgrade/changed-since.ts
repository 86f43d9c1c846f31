import { changeDeadline } from '@cakeshop/shared';
import { formatPlainNumber } from '@cakeshop/shared/format';

import type { Expectations, ExpectedRequest } from './fixture';

/**
 * What today's API answers differently from the earlier version's on purpose, each said with
 * why: the expectations are what the earlier version answered, with these changes made to them,
 * and every other field must read as it did.
 */

/** Statuses after which a request has no event to keep in a calendar. */
const ENDED = new Set(['cancelled', 'declined']);

/**
 * A custom cake's look-up now has its pick-up day's calendar file (until it is cancelled or
 * declined) and the change deadline a cake order has before its day; the earlier version
 * offered neither, for a request it treated as having no day.
 */
export function trackAsToday(request: ExpectedRequest, home: Expectations['home']): Record<string, unknown> {
  const { track } = request;
  if (request.kind !== 'custom' || typeof track.date !== 'string') return track;
  const deadline = changeDeadline({ day: track.date }, Number(home.pickupChangeHours), String(home.timeZone));
  return {
    ...track,
    calendar: !ENDED.has(String(track.status)),
    changeUntil: deadline?.toISOString() ?? null,
  };
}

/**
 * The CSV's Arabic line of a request counts its cakes in Arabic-Indic digits ("× ٢"), as every
 * number in Arabic text now is; the earlier version wrote Latin ones ("× 2").
 */
export function csvRowAsToday(row: Record<string, string>): Record<string, string> {
  if (row.item_ar === undefined) return row;
  return {
    ...row,
    item_ar: row.item_ar.replace(
      /× (\d+)/g,
      (_, count: string) => `× ${formatPlainNumber(Number(count), 'ar')}`,
    ),
  };
}

/**
 * A cancelled order owes nothing now: its balance reads 0 (the earlier version still showed its
 * total as owed).
 */
export function paymentsAsToday(request: ExpectedRequest): ExpectedRequest['payments'] {
  const { payments } = request;
  if (!payments || request.track.status !== 'cancelled') return payments;
  return { ...payments, balance: 0 };
}
