import * as z from 'zod';

import { id, integer, optionalEmail, optionalText, phone, requiredText, textOut, utcDay } from '../fields';
import { pagingQuery } from '../paging';
import {
  CAKE_ORDER_STATUSES,
  COURSE_BOOKING_STATUSES,
  CUSTOM_CAKE_STATUSES,
  REQUEST_KINDS,
  WAITLIST_ENTRY_STATUSES,
} from '../request-status';

/**
 * What a visitor sends with either request (API.md, CakeOrder and CourseBooking): who they are,
 * how to reach them, their language for the replies, and two fields no person fills in.
 */
export const visitorFields = {
  customerName: requiredText(80, 2),
  phone,
  email: optionalEmail,
  notes: optionalText(1000),
  language: z.enum(['en', 'ar']),
  /** The honeypot: hidden from people; a filled one is answered 201 and not stored. */
  website: optionalText(500),
  /** Made once per form by the client: a repeat (a double click) gets the first answer again. */
  idempotencyKey: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Expected 8..100 letters, digits, - or _'),
    ])
    .nullish()
    .transform((value) => value || null),
};

export const cakeOrderInput = z.object({
  cakeId: id,
  quantity: integer(1, 20),
  pickupDate: utcDay,
  branchId: id,
  cakeMessage: optionalText(60),
  ...visitorFields,
});
export type CakeOrderInput = z.input<typeof cakeOrderInput>;

export const courseBookingInput = z.object({
  courseId: id,
  seats: integer(1, 10),
  ...visitorFields,
});
export type CourseBookingInput = z.input<typeof courseBookingInput>;

export const cakeOrderStatus = z.enum(CAKE_ORDER_STATUSES);
export const courseBookingStatus = z.enum(COURSE_BOOKING_STATUSES);

export const visitorOutFields = {
  id: z.number().int(),
  reference: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: textOut,
  notes: textOut,
  language: z.enum(['en', 'ar']),
  staffNote: textOut,
  createdAt: z.string(),
  /** Who last moved the status, and when (null until the staff first do; a later contract field). */
  statusChangedBy: z.string().nullable().optional(),
  statusChangedAt: z.string().nullable().optional(),
};

export const cakeOrder = z.object({
  ...visitorOutFields,
  cakeId: z.number().int(),
  /** The cake's name when it was ordered (it may be renamed or deleted later). */
  cakeNameEn: z.string().optional(),
  cakeNameAr: z.string().optional(),
  quantity: z.number().int(),
  pickupDate: z.string(),
  branchId: z.number().int(),
  branchNameEn: z.string().optional(),
  branchNameAr: z.string().optional(),
  cakeMessage: textOut,
  status: cakeOrderStatus,
  /** Price × quantity at the time of the order. */
  total: z.number(),
});
export type CakeOrder = z.infer<typeof cakeOrder>;

export const courseBooking = z.object({
  ...visitorOutFields,
  courseId: z.number().int(),
  /** The course's title and day when it was booked. */
  courseTitleEn: z.string().optional(),
  courseTitleAr: z.string().optional(),
  courseStartDate: z.string().nullable().optional(),
  seats: z.number().int(),
  status: courseBookingStatus,
});
export type CourseBooking = z.infer<typeof courseBooking>;

export const cakeOrderReceipt = z.object({
  reference: z.string(),
  status: cakeOrderStatus,
  total: z.number(),
});
export type CakeOrderReceipt = z.infer<typeof cakeOrderReceipt>;
export const courseBookingReceipt = z.object({ reference: z.string(), status: courseBookingStatus });
export type CourseBookingReceipt = z.infer<typeof courseBookingReceipt>;

/** An empty status (a cleared filter) means any. */
export const statusFilter = <S extends z.ZodType>(status: S) =>
  z
    .union([z.literal(''), status])
    .optional()
    .transform((value) => value || undefined);

export const cakeOrdersQuery = pagingQuery.extend({
  status: statusFilter(cakeOrderStatus),
  q: optionalText(100),
});
export type CakeOrdersQuery = z.input<typeof cakeOrdersQuery>;

export const courseBookingsQuery = pagingQuery.extend({
  courseId: id.optional(),
  status: statusFilter(courseBookingStatus),
  q: optionalText(100),
});
export type CourseBookingsQuery = z.input<typeof courseBookingsQuery>;

/**
 * A staff member moves a request to `status`. `staffNote` absent keeps the note; given (even
 * empty) replaces it. `expectedStatus` is the status the staff member saw: when the request has
 * moved on meanwhile, the change is refused with 409 naming who moved it and when, instead of
 * silently deciding for both (absent: the status it has when the change arrives).
 */
export const statusChange = <S extends z.ZodType>(status: S) =>
  z.object({
    id,
    status,
    staffNote: z.string().trim().max(1000).nullish(),
    expectedStatus: status.optional(),
  });

export const updateCakeOrderStatusInput = statusChange(cakeOrderStatus);
export type UpdateCakeOrderStatusInput = z.input<typeof updateCakeOrderStatusInput>;
export const updateCourseBookingStatusInput = statusChange(courseBookingStatus);
export type UpdateCourseBookingStatusInput = z.input<typeof updateCourseBookingStatusInput>;

export const trackQuery = z.object({
  reference: z.string().trim().min(1).max(20),
  phone: z.string().trim().min(1).max(40),
});
export type TrackQuery = z.input<typeof trackQuery>;

export const trackResult = z.object({
  kind: z.enum(REQUEST_KINDS),
  status: z.union([
    cakeOrderStatus,
    courseBookingStatus,
    z.enum(WAITLIST_ENTRY_STATUSES),
    z.enum(CUSTOM_CAKE_STATUSES),
  ]),
  /** The pick-up day, or the course's start day (null when it has none). */
  date: z.string().nullable(),
  titleEn: z.string(),
  titleAr: z.string(),
  // Third version: a custom cake's quote to answer and the order it became; an order's balance.
  quote: z
    .object({ price: z.number(), deposit: z.number(), depositDue: z.string(), note: z.string() })
    .nullish(),
  orderReference: z.string().nullish(),
  payment: z.object({ total: z.number(), paid: z.number(), balance: z.number() }).nullish(),
});
export type TrackResult = z.infer<typeof trackResult>;

export const inboxCounts = z.object({
  newCakeOrders: z.number().int(),
  newCourseBookings: z.number().int(),
  // Third version (absent from earlier backends: none).
  newWaitlistEntries: z.number().int().optional(),
  newCustomCakes: z.number().int().optional(),
});
export type InboxCounts = z.infer<typeof inboxCounts>;

/** Optional days bounding the export by when requests came in (`to` included). */
export const exportQuery = z.object({
  from: z
    .union([z.literal(''), utcDay])
    .optional()
    .transform((value) => value || undefined),
  to: z
    .union([z.literal(''), utcDay])
    .optional()
    .transform((value) => value || undefined),
});
export type ExportQuery = z.input<typeof exportQuery>;
