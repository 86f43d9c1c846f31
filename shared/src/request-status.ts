/**
 * The life of a visitor's request (API.md, CakeOrder and CourseBooking): which statuses exist and
 * which step the staff may take from each. The server refuses any other step with 409, and the
 * dashboard offers only these buttons. Kept free of zod so any bundle can use it.
 */
export const CAKE_ORDER_STATUSES = ['new', 'confirmed', 'ready', 'collected', 'cancelled'] as const;
export type CakeOrderStatus = (typeof CAKE_ORDER_STATUSES)[number];

export const COURSE_BOOKING_STATUSES = ['new', 'confirmed', 'attended', 'cancelled'] as const;
export type CourseBookingStatus = (typeof COURSE_BOOKING_STATUSES)[number];

export type RequestKind = 'cake' | 'course';
export type RequestStatus = CakeOrderStatus | CourseBookingStatus;

const CAKE_ORDER_STEPS: Record<CakeOrderStatus, readonly CakeOrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['ready', 'cancelled'],
  ready: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
};

const COURSE_BOOKING_STEPS: Record<CourseBookingStatus, readonly CourseBookingStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['attended', 'cancelled'],
  attended: [],
  cancelled: [],
};

/** The statuses a request of this kind may move to from `from` (none from a final one). */
export function nextStatuses(kind: 'cake', from: CakeOrderStatus): readonly CakeOrderStatus[];
export function nextStatuses(kind: 'course', from: CourseBookingStatus): readonly CourseBookingStatus[];
export function nextStatuses(kind: RequestKind, from: RequestStatus): readonly RequestStatus[];
export function nextStatuses(kind: RequestKind, from: RequestStatus): readonly RequestStatus[] {
  const steps: Record<string, readonly RequestStatus[] | undefined> =
    kind === 'cake' ? CAKE_ORDER_STEPS : COURSE_BOOKING_STEPS;
  return steps[from] ?? [];
}

/** Staying in the same status is allowed (it saves the staff note); any other step must be in the graph. */
export function canMove(kind: RequestKind, from: RequestStatus, to: RequestStatus): boolean {
  return from === to || nextStatuses(kind, from).includes(to);
}

/** A pick-up day may be chosen up to this many days ahead (API.md: today + 180, site time zone). */
export const PICKUP_WINDOW_DAYS = 180;

/**
 * References look like `K7Q2-9MXD`: eight characters from an alphabet without the ones people
 * confuse (0/O, 1/I/L, U/V), read aloud over the phone or typed from a screenshot.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/** A reference as typed by a person (any case, spaces, with or without the dash) in its stored form. */
export function normaliseReference(text: string): string {
  const chars = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return chars.length === 8 ? `${chars.slice(0, 4)}-${chars.slice(4)}` : chars;
}
