import * as z from 'zod';

import { id, idempotencyKey, integer, utcDay } from '../fields';
import { MESSAGE_EMAIL_STATES, MESSAGE_KINDS } from '../request-messages';
import { REQUEST_KINDS } from '../request-status';
import { trackQuery } from './requests';

/**
 * A visitor's own changes to their request, made on `/track` with its reference and their phone
 * (the phone read in E.164 with the shop's country, however it is typed; a wrong one is answered
 * like an unknown reference), and what the staff read of a request's life. Third version of the
 * contract.
 */
const requestKey = trackQuery.shape;

/** Cancels the request. `expectedStatus`: the status the visitor saw (a change meanwhile → 409). */
export const cancelRequestInput = z.object({
  ...requestKey,
  expectedStatus: z.string().trim().max(20).optional(),
  idempotencyKey,
});
export type CancelRequestInput = z.input<typeof cancelRequestInput>;

/**
 * Moves an order's pick-up to another day, under the same checks as a new order. A delivered
 * order may name the window too (`slotId`, one of its branch's on that day, the same day
 * included); without it, it keeps its time of day on the new day.
 */
export const changePickupInput = z.object({
  ...requestKey,
  pickupDate: utcDay,
  slotId: id.optional(),
  idempotencyKey,
});
export type ChangePickupInput = z.input<typeof changePickupInput>;

/** Changes a booking's seats (more only while the course has them). */
export const changeSeatsInput = z.object({ ...requestKey, seats: integer(1, 10), idempotencyKey });
export type ChangeSeatsInput = z.input<typeof changeSeatsInput>;

/** A request's calendar file is asked for like its tracking: reference and phone. */
export const requestCalendarQuery = trackQuery;
export type RequestCalendarQuery = z.input<typeof requestCalendarQuery>;

export const requestHistoryQuery = z.object({ kind: z.enum(REQUEST_KINDS), id });
export type RequestHistoryQuery = z.input<typeof requestHistoryQuery>;

/**
 * What changed on a request: its status, its pick-up day, its seats; a custom cake's quote (its
 * price: `from` empty for the first quote).
 */
export const REQUEST_CHANGE_FIELDS = ['status', 'pickup', 'seats', 'quote'] as const;

export const requestChange = z.object({
  at: z.string(),
  /** The staff member's username, or null when the visitor changed it on `/track`. */
  by: z.string().nullable(),
  field: z.enum(REQUEST_CHANGE_FIELDS),
  from: z.string(),
  to: z.string(),
});
export type RequestChange = z.infer<typeof requestChange>;

export const requestMessage = z.object({
  id: z.number().int(),
  messageKind: z.enum(MESSAGE_KINDS),
  language: z.enum(['en', 'ar']),
  createdAt: z.string(),
  subject: z.string(),
  /** The plain text, as e-mailed and as the WhatsApp button fills in. */
  text: z.string(),
  email: z.enum(MESSAGE_EMAIL_STATES),
});
export type RequestMessage = z.infer<typeof requestMessage>;

/** A request's life, oldest first: who changed what and when, and the messages it sent. */
export const requestHistory = z.object({
  changes: z.array(requestChange),
  messages: z.array(requestMessage),
});
export type RequestHistory = z.infer<typeof requestHistory>;
