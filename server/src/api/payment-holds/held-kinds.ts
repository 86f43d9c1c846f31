import type { MessageKind } from '@cakeshop/shared';

/** How many requests one round of the sweep expires or settles at most. */
export const SWEEP_BATCH = 50;

/** The kinds a visitor may pay as they ask: a cake order (holding its places), a booking (its seats). */
export const HELD_KINDS = ['cake', 'course'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

export const isHeld = (kind: string): kind is HeldKind => (HELD_KINDS as readonly string[]).includes(kind);

/** What each kind tells its visitor: its hold ended unpaid; a payment after it kept it, or went back. */
export const TOLD: Record<HeldKind, { expired: MessageKind; kept: MessageKind; refunded: MessageKind }> = {
  cake: { expired: 'orderExpired', kept: 'latePaymentKept', refunded: 'latePaymentRefunded' },
  course: { expired: 'bookingExpired', kept: 'lateBookingKept', refunded: 'lateBookingRefunded' },
};
