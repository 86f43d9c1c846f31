import { toAsciiDigits } from './digits';

/**
 * The kinds of a visitor's request and the life of each (API.md, CakeOrder and CourseBooking):
 * which statuses exist and which step the staff may take from each. The server refuses any other
 * step with 409, and the dashboard offers only these buttons. Kept free of zod so any bundle can
 * use it.
 *
 * Every table keyed by kind is a `PerKind<…>`: a kind added to REQUEST_KINDS fails to compile
 * until each of them (here, in the API's registry, in the dashboard's) says how it is handled.
 */
export const REQUEST_KINDS = ['cake', 'course', 'waitlist', 'custom'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const isRequestKind = (value: unknown): value is RequestKind =>
  (REQUEST_KINDS as readonly unknown[]).includes(value);

/** The inbox's first tab, which its address leaves out (`/dashboard/inbox?q=…`). */
export const DEFAULT_REQUEST_KIND: RequestKind = REQUEST_KINDS[0];

/** One entry per kind of request, no more and no fewer. */
export type PerKind<T> = { readonly [K in RequestKind]: T };
/** A type-level table of one entry per kind (`OneTypePerKind<{ cake: CakeOrder; … }>`). */
export type OneTypePerKind<T extends PerKind<unknown>> = T;

/**
 * A cake order: `awaiting_payment` while its visitor pays online at checkout (it holds its day's
 * places for the payment's hold), `expired` when the hold ended unpaid (its places given back);
 * then `new` until the staff confirm it, and on to `collected` or `cancelled`.
 */
export const CAKE_ORDER_STATUSES = [
  'awaiting_payment',
  'new',
  'confirmed',
  'ready',
  'collected',
  'cancelled',
  'expired',
] as const;
export type CakeOrderStatus = (typeof CAKE_ORDER_STATUSES)[number];

/**
 * A course booking: `awaiting_payment` while its visitor pays its fee online as they book (it
 * holds its seats for the payment's hold), `expired` when the hold ended unpaid (its seats given
 * back); then `new` until the staff confirm it, and on to `attended` or `cancelled`.
 */
export const COURSE_BOOKING_STATUSES = [
  'awaiting_payment',
  'new',
  'confirmed',
  'attended',
  'cancelled',
  'expired',
] as const;
export type CourseBookingStatus = (typeof COURSE_BOOKING_STATUSES)[number];

/**
 * A place in a full course's line: `new` while waiting, `offered` while freed seats are held for
 * it (one offer at a time, with a deadline), then `booked`, `declined` or `expired` (the seats
 * pass to the next in line), or `cancelled` by the staff.
 */
export const WAITLIST_ENTRY_STATUSES = [
  'new',
  'offered',
  'booked',
  'declined',
  'expired',
  'cancelled',
] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/**
 * A custom cake asked for: `new` until the staff answer with a quote (`quoted`), which the
 * visitor accepts (it becomes a cake order) or declines; or `cancelled` by the staff.
 */
export const CUSTOM_CAKE_STATUSES = ['new', 'quoted', 'accepted', 'declined', 'cancelled'] as const;
export type CustomCakeStatus = (typeof CUSTOM_CAKE_STATUSES)[number];

/** Each kind's statuses, in the order the dashboard lists them. */
export const REQUEST_STATUSES = {
  cake: CAKE_ORDER_STATUSES,
  course: COURSE_BOOKING_STATUSES,
  waitlist: WAITLIST_ENTRY_STATUSES,
  custom: CUSTOM_CAKE_STATUSES,
} as const satisfies PerKind<readonly string[]>;

export type StatusOf<K extends RequestKind> = (typeof REQUEST_STATUSES)[K][number];
export type RequestStatus = StatusOf<RequestKind>;

type Steps = { readonly [K in RequestKind]: Readonly<Record<StatusOf<K>, readonly StatusOf<K>[]>> };

const STEPS: Steps = {
  // Paid, an order waiting for its payment is new; unpaid when its hold ends, it expires. The
  // staff may take it without the payment (paid at the counter), release it or cancel it. A
  // payment that arrives after its hold ended brings an expired order back if its day has room.
  cake: {
    awaiting_payment: ['new', 'expired', 'cancelled'],
    expired: ['new'],
    new: ['confirmed', 'cancelled'],
    confirmed: ['ready', 'cancelled'],
    ready: ['collected', 'cancelled'],
    collected: [],
    cancelled: [],
  },
  // As a cake order's: paid, new; unpaid, expired; back from expired by a late payment with room.
  course: {
    awaiting_payment: ['new', 'expired', 'cancelled'],
    expired: ['new'],
    new: ['confirmed', 'cancelled'],
    confirmed: ['attended', 'cancelled'],
    attended: [],
    cancelled: [],
  },
  // Offers are made, taken and expire by themselves; the staff only take someone out of the line.
  waitlist: {
    new: ['cancelled'],
    offered: ['cancelled'],
    booked: [],
    declined: [],
    expired: [],
    cancelled: [],
  },
  // A quote is its own step (QuoteCustomCake); the visitor accepts or declines it on /track.
  custom: {
    new: ['cancelled'],
    quoted: ['cancelled'],
    accepted: [],
    declined: [],
    cancelled: [],
  },
};

/**
 * A cake order in one of these is nothing to bake or hand over: not paid for yet (it may still
 * expire), ended unpaid, or cancelled.
 */
export const UNBOOKED_CAKE_STATUSES = ['awaiting_payment', 'cancelled', 'expired'] as const;

/**
 * The kinds whose requests wait for a pick-up day at a branch, and the statuses in which they
 * still do: what a branch closing that day affects (an order not collected yet, a custom cake
 * not answered yet).
 */
export const WAITING_FOR_DAY = {
  cake: ['awaiting_payment', 'new', 'confirmed', 'ready'],
  custom: ['new', 'quoted'],
} as const satisfies Partial<{ [K in RequestKind]: readonly StatusOf<K>[] }>;

/** Whether a request of this kind, in this status, still waits for its pick-up day. */
export function waitsForDay(kind: keyof typeof WAITING_FOR_DAY, status: string): boolean {
  return (WAITING_FOR_DAY[kind] as readonly string[]).includes(status);
}

/** Whether `status` is one of this kind's statuses. */
export function isStatusOf<K extends RequestKind>(kind: K, status: string): status is StatusOf<K> {
  return (REQUEST_STATUSES[kind] as readonly string[]).includes(status);
}

/** The statuses a request of this kind may move to from `from` (none from a final one). */
export function nextStatuses<K extends RequestKind>(kind: K, from: StatusOf<K>): readonly StatusOf<K>[] {
  const steps = STEPS[kind] as Readonly<Record<string, readonly StatusOf<K>[] | undefined>>;
  return steps[from] ?? [];
}

/** Staying in the same status is allowed (it saves the staff note); any other step must be in the graph. */
export function canMove<K extends RequestKind>(kind: K, from: StatusOf<K>, to: StatusOf<K>): boolean {
  return from === to || nextStatuses(kind, from).includes(to);
}

/** A pick-up day may be chosen up to this many days ahead (API.md: today + 180, site time zone). */
export const PICKUP_WINDOW_DAYS = 180;

/**
 * References look like `K7Q2-9MXD`: eight characters from an alphabet without the ones people
 * confuse (0/O, 1/I/L, U/V), read aloud over the phone or typed from a screenshot.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/**
 * A reference as typed by a person (any case, spaces, with or without the dash, its digits in
 * any script: an Arabic keyboard writes ٧ for 7) in its stored form.
 */
export function normaliseReference(text: string): string {
  const chars = toAsciiDigits(text)
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
  return chars.length === 8 ? `${chars.slice(0, 4)}-${chars.slice(4)}` : chars;
}

/** Whether a normalised reference has a reference's shape (eight letters and digits, `K7Q2-9MXD`). */
export const isReferenceShape = (normalised: string) => /^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(normalised);
