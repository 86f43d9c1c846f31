import { maxLengthOf, trackQuery } from '@cakeshop/shared';
import type { PickupDay, TrackResult } from '@cakeshop/shared';

import type { ChangeProblem } from './change-forms';
import type { Problem } from '../../lib/field-problems';
import type { Http } from '../../lib/http';
import { isHttpError } from '../../lib/http-error';
import type { DeliveryDay } from '../../api/read-delivery-options';
import { readDeliveryDays } from '../../api/read-delivery-options';
import { readPickupDays } from '../../api/read-pickup-days';

export const TRACK_FIELDS = ['reference', 'phone'] as const;
export type TrackField = (typeof TRACK_FIELDS)[number];

/** A look-up as posted: what was typed, what to fix, and the answer when one was found. */
export interface TrackAnswer {
  values: Partial<Record<TrackField, string>>;
  problems: Partial<Record<TrackField | 'form', Problem>>;
  result?: TrackResult;
  /** A change that was refused, and why (the result is the request as it now stands). */
  changeProblem?: ChangeProblem;
  /** The days its pick-up can move to, when a move is offered and the API has pick-up days. */
  days?: PickupDay[];
  /** A delivery's windows it can move to (its own among them), instead of the days. */
  windows?: DeliveryDay[];
}

/** Where a request can move: the days of a pick-up, or the windows of a delivery. */
export type MoveChoices = Pick<TrackAnswer, 'days' | 'windows'>;

/**
 * The days an order's pick-up can move to, as the basket's picker reads them; undefined when no
 * move is offered, or the backend has no pick-up days (the move is then a plain date field).
 */
async function moveDays(http: Http, result: TrackResult): Promise<PickupDay[] | undefined> {
  if (!result.changes?.includes('pickup') || !result.branchId || result.pickupCakes === undefined)
    return undefined;
  try {
    const days = await readPickupDays(http, result.branchId, result.pickupCakes);
    return days === 'plain' ? undefined : days;
  } catch (error) {
    if (!isHttpError(error)) throw error;
    return undefined;
  }
}

/**
 * What a request can move to: a pick-up's days; for a delivery, the windows of those days, its
 * own window offered as it stands (it holds its place there). Empty when no move is offered.
 */
export async function moveChoices(http: Http, result: TrackResult): Promise<MoveChoices> {
  const days = await moveDays(http, result);
  if (!days) return {};
  const { delivery, branchId, date } = result;
  if (!delivery?.slotId || !branchId) return { days };
  try {
    const windows = await readDeliveryDays(http, branchId, days, { alsoDay: date ?? undefined });
    return {
      windows: windows.map(({ day, slots }) => ({
        day,
        slots: slots.map((slot) =>
          day === date && slot.id === delivery.slotId ? { ...slot, state: 'open' as const } : slot,
        ),
      })),
    };
  } catch (error) {
    if (!isHttpError(error)) throw error;
    return {};
  }
}

/**
 * Both fields are needed, within the lengths the API takes (a longer one is never sent: it could
 * not be, in a URL); the API judges the rest (and never says whether a reference exists).
 */
export function trackProblems(values: Record<TrackField, string>): TrackAnswer['problems'] {
  const problems: TrackAnswer['problems'] = {};
  for (const field of TRACK_FIELDS) {
    const value = values[field].trim();
    const max = maxLengthOf(trackQuery, field);
    if (value === '') problems[field] = { key: 'site.track.required' };
    else if (max !== undefined && value.length > max)
      problems[field] = { key: 'dashboard.validation.tooLong', values: { max } };
  }
  return problems;
}

/** Asks the API, in the browser (the island) or on the server (the page's action) alike. */
export async function lookUp(http: Http, values: Record<TrackField, string>): Promise<TrackAnswer> {
  const problems = trackProblems(values);
  if (Object.keys(problems).length > 0) return { values, problems };
  try {
    const result = await http.request('TrackRequest', {
      query: { reference: values.reference.trim(), phone: values.phone.trim() },
    });
    return { values, problems: {}, result, ...(await moveChoices(http, result)) };
  } catch (error) {
    return { values, problems: lookUpProblems(error) };
  }
}

/** Why a look-up found nothing, in the visitor's terms: a malformed reference beside it, how long to wait. */
function lookUpProblems(error: unknown): TrackAnswer['problems'] {
  if (!isHttpError(error)) return { form: { key: 'site.order.errors.generic' } };
  if (error.code === 'reference.malformed') return { reference: { key: 'site.track.referenceMalformed' } };
  if (error.status === 404) return { form: { key: 'site.track.notFound' } };
  if (error.status === 429)
    return {
      form: error.retryAfter
        ? { key: 'site.track.tooManyWait', values: { count: Math.ceil(error.retryAfter / 60) } }
        : { key: 'site.track.tooMany' },
    };
  return { form: { key: 'site.order.errors.generic' } };
}

/** The button a quote's answer is posted with (accept or decline). */
export const ANSWER_FIELD = 'answer';

/** The visitor's answer to a quote; a refusal comes back as the form's problem (none: it went through). */
export async function answerQuote(
  http: Http,
  values: Record<TrackField, string>,
  answer: 'accept' | 'decline',
): Promise<TrackAnswer | undefined> {
  try {
    await http.request('AnswerCustomCakeQuote', {
      body: { reference: values.reference.trim(), phone: values.phone.trim(), answer },
    });
    return undefined;
  } catch {
    return { values, problems: { form: { key: 'site.customQuote.failed' } } };
  }
}
