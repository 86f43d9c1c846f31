import * as z from 'zod';

import {
  flag,
  id,
  idempotencyKey,
  integer,
  jsonList,
  optionalEmail,
  optionalText,
  phone,
  price,
  requiredText,
  textOut,
  utcDay,
} from '../fields';
import { deliveryInput } from '../delivery/address';
import { orderDelivery, trackDelivery } from '../delivery/order-delivery';
import { paymentDue } from './payments';
import { pagingQuery } from '../paging';
import { VISITOR_CHANGES } from '../request-changes';
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
  idempotencyKey,
};

/** An empty choice of a form (no flavour) means none. */
const optionalId = z
  .union([z.literal(''), id])
  .nullish()
  .transform((value) => value || null);

/** One line of a basket: a cake in one size and flavour, how many, and what to write on it. */
export const orderLineInput = z.object({
  cakeId: id,
  /** One of the cake's sizes; absent: its first (a cake of one size need not name it). */
  sizeId: optionalId,
  /** One of the cake's flavours, when it has any; absent: none chosen. */
  flavourId: optionalId,
  quantity: integer(1, 20),
  /** Written on the cake exactly as typed (Arabic, digits, a Latin name). */
  cakeMessage: optionalText(60),
  /**
   * The unit price the visitor was shown, when the form knows it: a line whose price differs is
   * named in the `order.price_changed` refusal (without it, every line is named with its price).
   */
  unitPrice: price.optional(),
});
export type OrderLineInput = z.input<typeof orderLineInput>;

export const MAX_ORDER_LINES = 20;

/**
 * A cake order: a basket of `lines` with one pick-up day and branch. The first version's body,
 * one cake (`cakeId`, `quantity`, `cakeMessage`) without `lines`, stays valid: it is one line of
 * the cake's first size. `expectedTotal` is the total the visitor was shown: when the server's
 * prices make another, the order is refused (409 `order.price_changed`) so they see it first.
 */
const cakeOrderFields = {
  cakeId: id.optional(),
  quantity: integer(1, 20).optional(),
  cakeMessage: optionalText(60),
  lines: jsonList(orderLineInput, 1, MAX_ORDER_LINES).optional(),
  pickupDate: utcDay,
  branchId: id,
  expectedTotal: price.optional(),
  /** Delivered to an address in a window of `pickupDate` instead of picked up (delivery/). */
  delivery: deliveryInput.optional(),
  /**
   * The visitor chose to pay online now, where the shop leaves it to them (`payAtCheckout`
   * optional); a shop that requires it, or takes no payments online, decides without it.
   */
  payOnline: flag.optional(),
  ...visitorFields,
};

const hasCakes = (order: {
  lines?: unknown[] | undefined;
  cakeId?: number | undefined;
  quantity?: number | undefined;
}) => order.lines !== undefined || (order.cakeId !== undefined && order.quantity !== undefined);
const HAS_CAKES = { path: ['cakeId'], message: "Choose a cake and how many, or send the basket's lines" };

export const cakeOrderInput = z.object(cakeOrderFields).refine(hasCakes, HAS_CAKES);
export type CakeOrderInput = z.input<typeof cakeOrderInput>;

/** An order the staff take (by phone, at the counter): `overCapacity` takes it on a full day. */
export const staffCakeOrderInput = z
  .object({ ...cakeOrderFields, overCapacity: flag })
  .refine(hasCakes, HAS_CAKES);
export type StaffCakeOrderInput = z.input<typeof staffCakeOrderInput>;

type OrderOutput = z.output<typeof cakeOrderInput>;
export type OrderLine = z.output<typeof orderLineInput>;

/** An order's lines, whichever body it came in (a single cake is one line). */
export function linesOf(order: OrderOutput): OrderLine[] {
  if (order.lines) return order.lines;
  return [
    {
      cakeId: order.cakeId ?? 0,
      sizeId: null,
      flavourId: null,
      quantity: order.quantity ?? 1,
      cakeMessage: order.cakeMessage,
    },
  ];
}

export const courseBookingInput = z.object({
  courseId: id,
  seats: integer(1, 10),
  /** The visitor chose to pay the fee online now, where the shop leaves it to them (`payForCourses`). */
  payOnline: flag.optional(),
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

/** A line of an order as it was taken: names, size and price as they were then. */
export const cakeOrderLine = z.object({
  cakeId: z.number().int(),
  cakeNameEn: z.string(),
  cakeNameAr: z.string(),
  sizeId: z.number().int().nullable(),
  sizeLabelEn: z.string(),
  sizeLabelAr: z.string(),
  flavourId: z.number().int().nullable(),
  flavourNameEn: textOut,
  flavourNameAr: textOut,
  quantity: z.number().int(),
  /** The size's price when ordered, VAT included. */
  unitPrice: z.number(),
  cakeMessage: textOut,
  /** unitPrice × quantity. */
  total: z.number(),
});
export type CakeOrderLine = z.infer<typeof cakeOrderLine>;

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
  /** The sum of the lines' totals at the time of the order. */
  total: z.number(),
  // The week's fields (third version of the contract): `cakeId`, `quantity` and `cakeMessage`
  // above stay, as the first line's cake, the number of cakes and the first line's message.
  lines: z.array(cakeOrderLine).optional(),
  /** Taken by the staff on a day that was full. */
  overCapacity: z.boolean().optional(),
  /** How the order is handed over: picked up at its branch, or delivered. */
  fulfilment: z.enum(['pickup', 'delivery']).optional(),
  /** A delivered order's window, fee, address and recipient; null for a pick-up. */
  delivery: orderDelivery.nullable().optional(),
  /**
   * The shop has since closed its pick-up day for it: its branch closed (a closure, a weekly closed
   * day), or one of its seasonal cakes' days moved away from it (a moon-sighting shift).
   */
  dayClosed: z.boolean().optional(),
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

/**
 * A request made `awaiting_payment`: the payment asked (`dueId`, for PayRequest) and where to pay
 * it (`redirectUrl`, on the provider's page; null when the provider did not answer, and /track's
 * Pay button tries again). Its places or seats are held until `holdUntil`.
 */
export const paymentBegun = z.object({
  dueId: z.number().int(),
  redirectUrl: z.string().nullable(),
  testMode: z.boolean(),
  holdUntil: z.string(),
});

export const cakeOrderReceipt = z.object({
  reference: z.string(),
  status: cakeOrderStatus,
  total: z.number(),
  payment: paymentBegun.optional(),
});
export type CakeOrderReceipt = z.infer<typeof cakeOrderReceipt>;
export const courseBookingReceipt = z.object({
  reference: z.string(),
  status: courseBookingStatus,
  /** A booking whose fee is paid as it is made (the owner's `payForCourses`). */
  payment: paymentBegun.optional(),
});
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

/** One line of a request as its visitor reads it on /track. */
export const trackLine = z.object({
  nameEn: z.string(),
  nameAr: z.string(),
  quantity: z.number().int(),
});
export type TrackLine = z.infer<typeof trackLine>;

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
  /** A delivered order's window, district and where it is now (sixth version). */
  delivery: trackDelivery.nullish(),
  payment: z
    .object({
      total: z.number(),
      paid: z.number(),
      balance: z.number(),
      // Fourth version: what it is asked to pay online (each with a Pay button while open), and
      // whether the shop's payments are the demo's (test mode: no money moves).
      due: z.array(paymentDue).optional(),
      testMode: z.boolean().optional(),
      // What a cancellation gives back: confirmed, on its way through the provider, and to
      // collect at the shop (money taken by hand).
      refunded: z.number().optional(),
      refunding: z.number().optional(),
      toGiveBack: z.number().optional(),
      /** What cancelling now would give back of what was paid, by the shop's refund policy. */
      cancelRefund: z.number().optional(),
    })
    .nullish(),
  /** An order's invoices and credit notes, each with its signed printable page (fourth version). */
  documents: z
    .array(
      z.object({
        number: z.number().int(),
        kind: z.enum(['invoice', 'credit_note']),
        /** A plain receipt, not a tax invoice: the shop charged no tax when it was issued. */
        receipt: z.boolean().optional(),
        issuedAt: z.string(),
        link: z.string(),
      }),
    )
    .nullish(),
  // Third version of the contract (visitor changes, calendar files): a backend of the second may
  // leave these out, and the page then offers no change and no calendar file.
  reference: z.string().optional(),
  /** The class's start time (`HH:mm`, site-local), when it has one. */
  time: z.string().nullish(),
  /** Where: the pick-up branch, or the branch the class is held at. */
  placeEn: z.string().nullish(),
  placeAr: z.string().nullish(),
  /** How many: cakes of an order, seats of a booking. */
  amount: z.number().int().optional(),
  /** A booking's most seats it could have now (its own plus those left on the course, at most 10). */
  maxSeats: z.number().int().nullish(),
  /** The moment after which changes go through the staff (by phone); null: no cut-off yet. */
  changeUntil: z.string().nullish(),
  /** What the visitor may change now (before the cut-off, in a status that allows it). */
  changes: z.array(z.enum(VISITOR_CHANGES)).optional(),
  /** Whether a calendar file is offered (the day is known, the request not cancelled). */
  calendar: z.boolean().optional(),
  /** What was asked for, line by line (an order's cakes with their size and flavour, how many). */
  lines: z.array(trackLine).optional(),
  /**
   * An order's branch and cakes as GetPickupDays takes them (`12:2,14:1`): a move's date picker
   * shows the days it can go to, as the basket's does. Absent: a plain day field.
   */
  branchId: z.number().int().nullish(),
  pickupCakes: z.string().optional(),
  /**
   * The shop has since closed its day for it (a closure, or its seasonal cake's days moved): it may
   * be moved (or cancelled) free of charge, whatever the cut-off.
   */
  dayClosed: z.boolean().optional(),
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
