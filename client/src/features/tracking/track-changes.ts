import type { TrackResult, VisitorChange } from '@cakeshop/shared';
import { inputValueToPicker, pickerToIso } from '@cakeshop/shared/dates';
import { toAsciiDigits } from '@cakeshop/shared/digits';
import { pathTo } from '@cakeshop/shared/routes';

import type { Problem } from '../../lib/field-problems';
import type { Http } from '../../lib/http';
import { isHttpError } from '../../lib/http-error';
import { windowOf } from '../../components/delivery-window/delivery-window';
import { WINDOW_FIELD } from '../../components/delivery-window/window-select';
import { reasonOf } from '../../components/visitor-form/refusal';
import { KEY_FIELD } from '../../components/visitor-form/visitor-form';

/** The hidden field that says which change a form on /track asks for (none: a look-up). */
export const INTENT_FIELD = 'intent';
export const CHANGE_FIELDS = [
  'reference',
  'phone',
  'expectedStatus',
  'pickupDate',
  WINDOW_FIELD,
  'seats',
  KEY_FIELD,
] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export const isChange = (value: unknown): value is VisitorChange =>
  value === 'cancel' || value === 'pickup' || value === 'seats';

/** The field a change is refused beside. */
export type ChangeProblemField = 'pickupDate' | typeof WINDOW_FIELD | 'seats';

/** What a change answered: the request as it now stands, or what went wrong in the visitor's terms. */
export type ChangeOutcome = { result: TrackResult } | { problem: Problem; field?: ChangeProblemField };

/** What a refused move had asked for (a day, or a delivery's window), for its form shown again. */
export const movedTo = (change: VisitorChange, values: Record<ChangeField, string>) =>
  change === 'pickup' ? { value: values[WINDOW_FIELD] || values.pickupDate } : {};

function problemOf(error: unknown, change: VisitorChange, moved: ChangeProblemField): ChangeOutcome {
  const form = (key: Problem['key']): ChangeOutcome => ({ problem: { key } });
  if (!isHttpError(error)) return form('site.order.errors.generic');
  if (error.code === 'request.too_late') return form('common.errors.codes.request.too_late');
  if (error.code === 'request.changed' || error.code === 'order.bad_transition')
    return form('site.track.closed');
  if (error.code === 'course.full' || error.code === 'booking.paid')
    return { problem: { key: `common.errors.codes.${error.code}` }, field: 'seats' };
  if (error.status === 404) return form('site.track.notFound');
  if (error.status === 429)
    return error.retryAfter
      ? { problem: { key: 'site.track.tooManyWait', values: { count: Math.ceil(error.retryAfter / 60) } } }
      : form('site.track.tooMany');
  // The day, the window or the seats refused: why, beside the field (the branch is closed then,
  // the day or the window is full).
  const beside =
    error.status === 400 ||
    error.code === 'pickup.full' ||
    error.code === 'delivery.slot_full' ||
    error.code === 'delivery.slot_closed';
  if (beside && change !== 'cancel')
    return {
      problem: { key: reasonOf(error) ?? 'site.order.errors.field' },
      field: change === 'pickup' ? moved : 'seats',
    };
  return form('site.order.errors.generic');
}

/** The day a date input sends (`2026-12-01`) as the contract writes days; "" when it is no day. */
function dayOf(value: string): string {
  const picked = inputValueToPicker(toAsciiDigits(value.trim()));
  return picked ? pickerToIso(picked) : '';
}

/** Sends one change, in the browser (the island) or on the server (the page's action) alike. */
export async function sendChange(
  http: Http,
  change: VisitorChange,
  values: Record<ChangeField, string>,
): Promise<ChangeOutcome> {
  const key = {
    reference: values.reference.trim(),
    phone: values.phone.trim(),
    idempotencyKey: values[KEY_FIELD],
  };
  try {
    if (change === 'cancel')
      return {
        result: await http.request('CancelRequest', {
          body: { ...key, ...(values.expectedStatus ? { expectedStatus: values.expectedStatus } : {}) },
        }),
      };
    // A delivery moves to a window of a day (both in one value); a pick-up to a day.
    if (change === 'pickup' && values[WINDOW_FIELD]) {
      const chosen = windowOf(values[WINDOW_FIELD]);
      if (!chosen) return { problem: { key: 'site.delivery.chooseWindow' }, field: WINDOW_FIELD };
      return {
        result: await http.request('ChangeCakeOrderPickup', {
          body: { ...key, pickupDate: chosen.day, slotId: chosen.slotId },
        }),
      };
    }
    if (change === 'pickup')
      return {
        result: await http.request('ChangeCakeOrderPickup', {
          body: { ...key, pickupDate: dayOf(values.pickupDate) },
        }),
      };
    return {
      result: await http.request('ChangeCourseBookingSeats', { body: { ...key, seats: values.seats } }),
    };
  } catch (error) {
    return problemOf(error, change, values[WINDOW_FIELD] ? WINDOW_FIELD : 'pickupDate');
  }
}

/** Where a change without JavaScript lands (post/redirect/get): the tracking page saying what was done. */
export function donePath(change: VisitorChange, result: TrackResult): string {
  const search = new URLSearchParams({ ref: result.reference ?? '', done: change });
  if (change === 'pickup' && result.date) search.set('date', result.date);
  if (change === 'seats' && result.amount !== undefined) search.set('seats', String(result.amount));
  return `${pathTo('track')}?${search.toString()}`;
}
