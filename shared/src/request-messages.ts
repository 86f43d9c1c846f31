import type { PerKind } from './request-status';

/**
 * The status messages a visitor receives about their request, each at most once per request
 * (API.md, third version): by e-mail when they gave an address, and as a prefilled WhatsApp the
 * staff send from the inbox. Kept free of zod so the dashboard's bundle can use it.
 */
export const MESSAGE_KINDS = [
  'orderConfirmed',
  'orderReady',
  'orderMissed',
  'bookingConfirmed',
  'classReminder',
  'classCancelled',
  // Added later: a custom cake's quote to answer, and a pick-up day the shop has since closed.
  'quoteSent',
  'dayClosed',
  // A pick-up day whose hours the shop changed (a season's own hours).
  'hoursChanged',
  // A pick-up day a moon-sighting shift moved a seasonal cake of the order off.
  'seasonMoved',
  // Money: a payment received or a refund made (each with its document's link), a balance due.
  'paymentReceived',
  'refundIssued',
  'balanceDue',
  // A delivered order's steps (the staff's, on the delivery's own status).
  'deliveryOut',
  'deliveryDone',
  'deliveryFailed',
  // The staff moved a delivery to another day or window.
  'deliveryMoved',
  // Paying as one orders: an order's hold ended unpaid; a payment after it kept the order, or was
  // given back because the day had no room left. Then the same of a booking and its seats.
  'orderExpired',
  'latePaymentKept',
  'latePaymentRefunded',
  'bookingExpired',
  'lateBookingKept',
  'lateBookingRefunded',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The message a status step sends, by kind of request and the status it reaches. A step the
 * visitor takes (their own cancellation) sends none: they know, and the staff are told instead.
 */
export const MESSAGE_ON_STATUS = {
  cake: { confirmed: 'orderConfirmed', ready: 'orderReady' },
  course: { confirmed: 'bookingConfirmed', cancelled: 'classCancelled' },
  // A waitlist offer has its own message (its personal link); a custom cake's quote is on /track.
  waitlist: {},
  custom: {},
} as const satisfies PerKind<Partial<Record<string, MessageKind>>>;

/** Where each message stands on e-mail: not sent by e-mail (no address, or no mail server), on its way, sent, refused. */
export const MESSAGE_EMAIL_STATES = ['none', 'pending', 'sent', 'failed'] as const;
export type MessageEmailState = (typeof MESSAGE_EMAIL_STATES)[number];
