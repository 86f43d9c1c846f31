import * as z from 'zod';

import { id, integer, optionalText, optionalUtcDay, price, requiredText, utcDay } from '../fields';
import { pagingQuery } from '../paging';
import { CUSTOM_CAKE_STATUSES } from '../request-status';
import { orderPaymentLine, orderRefundLine, PAYMENT_METHODS, paymentDue } from './payments';
import { statusChange, statusFilter, visitorFields, visitorOutFields } from './requests';

const optionalPrice = z
  .union([z.literal(''), z.null(), price])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/**
 * A visitor describes the cake they want (multipart: these fields as text, plus up to three
 * pictures under PICTURES_FIELD); the staff answer with a quote.
 */
export const customCakeInput = z.object({
  occasion: requiredText(80, 2),
  servings: integer(1, 500),
  pickupDate: utcDay,
  branchId: id,
  /** What the visitor means to spend, if they say. */
  budget: optionalPrice,
  description: requiredText(2000, 10),
  ...visitorFields,
});
export type CustomCakeInput = z.input<typeof customCakeInput>;

export const customCakeStatus = z.enum(CUSTOM_CAKE_STATUSES);

export const customCakeQuote = z.object({
  price: z.number(),
  deposit: z.number(),
  depositDue: z.string(),
  note: z.string(),
  quotedAt: z.string(),
  quotedBy: z.string(),
});
export type CustomCakeQuote = z.infer<typeof customCakeQuote>;

export const customCakeRequest = z.object({
  ...visitorOutFields,
  occasion: z.string(),
  servings: z.number().int(),
  pickupDate: z.string(),
  branchId: z.number().int(),
  branchNameEn: z.string(),
  branchNameAr: z.string(),
  budget: z.number().nullable(),
  description: z.string(),
  pictures: z.array(z.object({ imageUrl: z.string(), imageSrcset: z.string().nullable() })),
  status: customCakeStatus,
  quote: customCakeQuote.nullable(),
  /** The cake order an accepted quote became. */
  orderId: z.number().int().nullable(),
  orderReference: z.string().nullable(),
  /** Its branch has since closed on its pick-up day. */
  dayClosed: z.boolean().optional(),
});
export type CustomCakeRequest = z.infer<typeof customCakeRequest>;

export const customCakeReceipt = z.object({ reference: z.string(), status: customCakeStatus });
export type CustomCakeReceipt = z.infer<typeof customCakeReceipt>;

export const customCakesQuery = pagingQuery.extend({
  status: statusFilter(customCakeStatus),
  q: optionalText(100),
});
export type CustomCakesQuery = z.input<typeof customCakesQuery>;

export const updateCustomCakeStatusInput = statusChange(customCakeStatus);
export type UpdateCustomCakeStatusInput = z.input<typeof updateCustomCakeStatusInput>;

/**
 * The staff's answer: the price, the deposit to pay by a day, a note. Allowed while the request is
 * new or quoted (a new quote replaces the last); `expectedStatus` as for status steps.
 */
export const quoteCustomCakeInput = z
  .object({
    id,
    price: price.pipe(z.number().positive()),
    /** Absent: the shop's deposit (its payment rules' percent), of the price. */
    deposit: price.optional(),
    /** Absent: a few days from the quote (DEPOSIT_DUE_DAYS), and never after the balance falls due. */
    depositDue: optionalUtcDay,
    note: optionalText(1000),
    /** The day quoted for, when the shop cannot make it on the day asked (absent: that day). */
    pickupDate: optionalUtcDay,
    expectedStatus: customCakeStatus.optional(),
  })
  .refine((quote) => quote.deposit === undefined || quote.deposit <= quote.price, {
    path: ['deposit'],
    message: 'The deposit cannot be more than the price',
  });
export type QuoteCustomCakeInput = z.input<typeof quoteCustomCakeInput>;

export const QUOTE_ANSWERS = ['accept', 'decline'] as const;

/** The visitor's answer on /track, by reference and phone (as a look-up). Accepting twice is accepting once. */
export const answerCustomCakeQuoteInput = z.object({
  reference: z.string().trim().min(1).max(20),
  phone: z.string().trim().min(1).max(40),
  answer: z.enum(QUOTE_ANSWERS),
  idempotencyKey: visitorFields.idempotencyKey,
});
export type AnswerCustomCakeQuoteInput = z.input<typeof answerCustomCakeQuoteInput>;

export const customCakeQuoteAnswer = z.object({
  status: customCakeStatus,
  orderReference: z.string().nullable(),
});
export type CustomCakeQuoteAnswer = z.infer<typeof customCakeQuoteAnswer>;

/** A deposit or payment the staff took for a cake order (no payment gateway: they record it). */
export const recordOrderPaymentInput = z.object({
  orderId: id,
  amount: price.pipe(z.number().positive()),
  method: z.enum(PAYMENT_METHODS),
  paidOn: utcDay,
  note: optionalText(300),
});
export type RecordOrderPaymentInput = z.input<typeof recordOrderPaymentInput>;

export const orderPaymentsQuery = z.object({ orderId: id });

/**
 * An order's money: its total, what was paid (less refunds) and the balance, with each payment;
 * since payments online, what it is asked to pay (its links), what was given back, and whether
 * the shop takes payments online (in test mode: the demo).
 */
export const orderPayments = z.object({
  orderId: z.number().int(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  payments: z.array(orderPaymentLine),
  due: z.array(paymentDue).optional(),
  refunds: z.array(orderRefundLine).optional(),
  refunded: z.number().optional(),
  /** Being given back through the provider (not confirmed yet), and to give back by hand. */
  refunding: z.number().optional(),
  toGiveBack: z.number().optional(),
  online: z.boolean().optional(),
  testMode: z.boolean().optional(),
});
export type OrderPayments = z.infer<typeof orderPayments>;
