import * as z from 'zod';

import { id, optionalUtcDay, price, requiredText } from '../fields';

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const COLLECTION_PURPOSES = ['full', 'deposit', 'balance'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;

/** What a request is asked to pay (a payment link): the whole, a deposit or the balance, by a day or not. */
export const paymentDue = z.object({
  id: z.number().int(),
  purpose: z.enum(COLLECTION_PURPOSES),
  amount: z.number(),
  /** The day it is due by; null: none set. */
  dueOn: z.string().nullable(),
  status: z.enum(['open', 'paid', 'cancelled']),
});
export type PaymentDue = z.infer<typeof paymentDue>;

/** The visitor pays one of their request's payment links on /track, by reference and phone (as a look-up). */
export const payRequestInput = z.object({
  reference: z.string().trim().min(1).max(20),
  phone: z.string().trim().min(1).max(40),
  dueId: id,
  language: z.enum(['en', 'ar']).default('en'),
});
export type PayRequestInput = z.input<typeof payRequestInput>;

/** Where the visitor goes to pay: the provider's page, or the demo's on this site (test mode). */
export const payRequestAnswer = z.object({ redirectUrl: z.string(), testMode: z.boolean() });
export type PayRequestAnswer = z.infer<typeof payRequestAnswer>;

/** The visitor back from paying: our reference for the payment, from the return address. */
export const paymentOutcomeQuery = z.object({ payment: z.string().trim().min(1).max(60) });

export const paymentOutcome = z.object({
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  testMode: z.boolean(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** The staff ask a cake order for a payment online (the balance by default: what is left to pay). */
export const openPaymentDueInput = z.object({
  orderId: id,
  purpose: z.enum(COLLECTION_PURPOSES).default('balance'),
  /** Absent: what is left of the order's total. */
  amount: price.pipe(z.number().positive()).optional(),
  dueOn: optionalUtcDay,
});
export type OpenPaymentDueInput = z.input<typeof openPaymentDueInput>;

/** An owner gives back a payment, whole or in part, through the provider that took it. */
export const refundPaymentInput = z.object({
  orderId: id,
  paymentId: id,
  amount: price.pipe(z.number().positive()),
  reason: requiredText(300, 2),
});
export type RefundPaymentInput = z.input<typeof refundPaymentInput>;

/** An owner says money taken by hand was given back by hand (a cancellation's share of cash). */
export const confirmRefundInput = z.object({ orderId: id, refundId: id });
export type ConfirmRefundInput = z.input<typeof confirmRefundInput>;

/** A payment of an order as the inbox lists it, online ones (pending, failed…) included. */
export const orderPaymentLine = z.object({
  id: z.number().int(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: z.string(),
  note: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  // Fourth version: payments online.
  provider: z.string().optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  testMode: z.boolean().optional(),
  /** What is left of it to give back. */
  refundable: z.number().optional(),
});

export const orderRefundLine = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** The provider's last refusal, while it is asked again. */
  problem: z.string().nullable(),
  /** Money taken by hand: the staff give it back themselves (pending until they say so). */
  byHand: z.boolean().optional(),
});
