import * as z from 'zod';

import { flag, id, integer, optionalText } from '../fields';
import { pagingQuery } from '../paging';
import { WAITLIST_ENTRY_STATUSES } from '../request-status';
import { paymentBegun, statusChange, statusFilter, visitorFields, visitorOutFields } from './requests';

/** A visitor asks for seats on a full course: the same fields as a booking, kept in line instead. */
export const waitlistEntryInput = z.object({
  courseId: id,
  seats: integer(1, 10),
  ...visitorFields,
});
export type WaitlistEntryInput = z.input<typeof waitlistEntryInput>;

export const waitlistEntryStatus = z.enum(WAITLIST_ENTRY_STATUSES);

/** The seats held for one place in line, until `expiresAt`; the link and its text are for the staff to send. */
export const waitlistOfferOut = z.object({
  offeredAt: z.string(),
  expiresAt: z.string(),
  /** The visitor's personal link (to the site's offer page). */
  link: z.string(),
  /** The offer's words in the visitor's language, link included, for a prefilled WhatsApp. */
  text: z.string(),
});

export const waitlistEntry = z.object({
  ...visitorOutFields,
  courseId: z.number().int(),
  courseTitleEn: z.string(),
  courseTitleAr: z.string(),
  courseStartDate: z.string().nullable(),
  seats: z.number().int(),
  status: waitlistEntryStatus,
  /** 1 for the first in line, while waiting; null once offered or out of the line. */
  position: z.number().int().nullable(),
  /** The offer out (status `offered`), or the last one made. */
  offer: waitlistOfferOut.nullable(),
  /** The booking an accepted offer made. */
  bookingReference: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

export const waitlistReceipt = z.object({
  reference: z.string(),
  status: waitlistEntryStatus,
  /** The place in line when joining (1: next to be offered). */
  position: z.number().int(),
});
export type WaitlistReceipt = z.infer<typeof waitlistReceipt>;

export const waitlistEntriesQuery = pagingQuery.extend({
  courseId: id.optional(),
  status: statusFilter(waitlistEntryStatus),
  q: optionalText(100),
});
export type WaitlistEntriesQuery = z.input<typeof waitlistEntriesQuery>;

export const updateWaitlistEntryStatusInput = statusChange(waitlistEntryStatus);
export type UpdateWaitlistEntryStatusInput = z.input<typeof updateWaitlistEntryStatusInput>;

/** The personal link's two halves: whose place in line, and the secret of this one offer. */
const offerKey = {
  reference: z.string().trim().min(1).max(20),
  token: z.string().trim().min(1).max(100),
};
export const waitlistOfferQuery = z.object(offerKey);
export type WaitlistOfferQuery = z.input<typeof waitlistOfferQuery>;

/** What the visitor's offer page shows. */
export const waitlistOffer = z.object({
  reference: z.string(),
  status: waitlistEntryStatus,
  courseId: z.number().int(),
  courseTitleEn: z.string(),
  courseTitleAr: z.string(),
  courseStartDate: z.string().nullable(),
  seats: z.number().int(),
  expiresAt: z.string(),
  bookingReference: z.string().nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOffer>;

export const WAITLIST_ANSWERS = ['accept', 'decline'] as const;
export type WaitlistAnswer = (typeof WAITLIST_ANSWERS)[number];

export const answerWaitlistOfferInput = z.object({
  ...offerKey,
  answer: z.enum(WAITLIST_ANSWERS),
  /** Taking the seats, the visitor chose to pay the fee online now (a shop that leaves it to them). */
  payOnline: flag.optional(),
});
export type AnswerWaitlistOfferInput = z.input<typeof answerWaitlistOfferInput>;

export const waitlistOfferAnswer = z.object({
  status: waitlistEntryStatus,
  /** The booking made from the held seats (accepted), else null. */
  bookingReference: z.string().nullable(),
  /** The booking's fee, paid as the seats are taken (the owner's `payForCourses`), begun at the provider. */
  payment: paymentBegun.optional(),
});
export type WaitlistOfferAnswer = z.infer<typeof waitlistOfferAnswer>;

/** Per course with anyone in line: how many wait (people and seats) and the offers out. */
export const waitlistSummary = z.object({
  courses: z.array(
    z.object({
      courseId: z.number().int(),
      courseTitleEn: z.string(),
      courseTitleAr: z.string(),
      courseStartDate: z.string().nullable(),
      seatsLeft: z.number().int().nullable(),
      waiting: z.number().int(),
      waitingSeats: z.number().int(),
      offers: z.array(
        z.object({
          id: z.number().int(),
          reference: z.string(),
          customerName: z.string(),
          seats: z.number().int(),
          expiresAt: z.string(),
        }),
      ),
    }),
  ),
});
export type WaitlistSummary = z.infer<typeof waitlistSummary>;
