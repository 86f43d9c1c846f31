import { fromMinor } from '@cakeshop/shared';
import type {
  OrderPayments as OrderPaymentsOut,
  openPaymentDueInput,
  PaymentOutcome,
  PayRequestAnswer,
  payRequestInput,
  refundPaymentInput,
  confirmRefundInput,
} from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import type { Handlers } from '../http/handler';
import { minorOf } from '../money';
import type { OnlinePayments } from '../payments/online-payments';
import type { Payments } from '../payments/payments';
import type { RequestRow } from '../requests/request-kind';
import { visitorReference } from '../requests/visitor-key';
import type { OrderPayments } from './order-payments';
import { paidInto } from './order-payments';

export interface PaymentLinksDeps {
  database: Database;
  payments: Payments;
  online: OnlinePayments;
  orders: OrderPayments;
  /** A visitor's request by reference and phone, as /track finds it. */
  findVisitors: (
    db: Kysely<DB>,
    reference: string,
    phone: string,
  ) => Promise<{ kind: string; row: RequestRow } | undefined>;
  /** The look-up's throttle: a wrong pair counts as a miss. */
  track: <T>(address: string, work: () => Promise<T | undefined>) => Promise<T>;
}

type PayRequestInput = z.output<typeof payRequestInput>;
type OpenPaymentDueInput = z.output<typeof openPaymentDueInput>;
type RefundPaymentInput = z.output<typeof refundPaymentInput>;
type ConfirmRefundInput = z.output<typeof confirmRefundInput>;

/** What a visitor's request pays into: an order's or a booking's own, a custom cake's order once accepted. */
function orderOf(found: { kind: string; row: RequestRow }): number | null {
  if (found.kind === 'cake' || found.kind === 'course') return found.row.id;
  if (found.kind === 'custom' && 'orderId' in found.row && typeof found.row.orderId === 'number')
    return found.row.orderId;
  return null;
}

/** What is left of an order to ask for: its total, less what was paid and what open links ask. */
async function leftToAsk(trx: Trx, payments: Payments, orderId: number, totalMinor: number): Promise<number> {
  const paid = (await payments.netPaid(trx, [orderId])).get(orderId) ?? 0;
  const { collections } = await payments.ledgerOf(trx, orderId);
  const asked = collections
    .filter((collection) => collection.status === 'open')
    .reduce((sum, collection) => sum + collection.amountMinor, 0);
  return totalMinor - paid - asked;
}

/**
 * A cake order's payment links: paid by the visitor from /track through the shop's provider
 * (amounts always the server's, the return address built here), asked by the staff (the
 * balance), and refunds by owners through the provider that took the money.
 */
export class OrderPaymentLinks {
  constructor(private readonly deps: PaymentLinksDeps) {}

  /** The visitor's Pay button: where to go to pay one of their request's open links. */
  pay(input: PayRequestInput, address: string): Promise<PayRequestAnswer> {
    const reference = visitorReference(input.reference);
    const { database, online, payments } = this.deps;
    return this.deps.track(address, async () => {
      const found = await this.deps.findVisitors(database.db, reference, input.phone);
      if (!found) return undefined;
      const orderId = orderOf(found);
      const due = orderId === null ? [] : (await payments.ledgerOf(database.db, orderId)).collections;
      if (!due.some((collection) => collection.id === input.dueId))
        throw ApiError.notFound('No such payment asked of this request');
      const language = input.language;
      return online.begin(
        input.dueId,
        {
          description: found.row.reference,
          language,
          customer: {
            name: found.row.customerName,
            email: found.row.email || undefined,
            phone: found.row.phone,
          },
          returnTo: (payment) =>
            `/track?${new URLSearchParams({ ref: found.row.reference, payment, lang: language }).toString()}`,
        },
        (trx, begun) =>
          recordActivity(trx, {
            action: 'edit',
            entity: found.kind === 'course' ? 'CourseBooking' : 'CakeOrder',
            entityId: begun.requestId,
            summary: `${found.row.reference}: payment online begun ${fromMinor(begun.amountMinor, begun.currency)}`,
          }),
      );
    });
  }

  /** The visitor back from the provider's page: what became of their payment. */
  async outcome(payment: string): Promise<PaymentOutcome> {
    const found = await this.deps.online.outcome(payment);
    if (!found) throw ApiError.notFound('No such payment');
    return {
      status: found.status,
      amount: fromMinor(found.amountMinor, found.currency),
      currency: found.currency,
      testMode: found.testMode,
    };
  }

  /** The staff ask for a payment online: by default what is left of the order to pay. */
  async open(input: OpenPaymentDueInput): Promise<OrderPaymentsOut> {
    const { database, payments } = this.deps;
    if (!this.deps.online.enabled)
      throw ApiError.conflict('payment.off', 'This shop takes no payments online (PAYMENTS is off)');
    const orderId = await database.write(async (trx) => {
      const order = await paidInto(trx, input.orderId);
      if (!order) throw ApiError.field('orderId', 'No such cake order or course booking');
      const left = await leftToAsk(trx, payments, order.id, order.totalMinor);
      const amountMinor = input.amount === undefined ? left : minorOf(input.amount, order.currency, 'amount');
      if (left <= 0)
        throw ApiError.conflict('payment.nothing_due', 'Nothing is left of this order to ask for');
      if (amountMinor > left)
        throw ApiError.field('amount', `At most ${fromMinor(left, order.currency)} is left to ask for`);
      await payments.openCollection(trx, {
        requestId: order.id,
        purpose: input.purpose,
        amountMinor,
        currency: order.currency,
        dueOn: input.dueOn ?? null,
      });
      await recordActivity(trx, {
        action: 'edit',
        entity: order.entity,
        entityId: order.id,
        summary: `${order.reference}: ${input.purpose} asked online ${fromMinor(amountMinor, order.currency)}`,
      });
      return order.id;
    });
    return this.deps.orders.ofOrder(orderId);
  }

  /** An owner says cash to give back was given back: refunded, with its credit note. */
  async confirm(input: ConfirmRefundInput): Promise<OrderPaymentsOut> {
    const refund = await this.deps.payments.confirmByHand(input.refundId, input.orderId);
    const into = await paidInto(this.deps.database.db, input.orderId);
    await this.deps.database.write((trx) =>
      recordActivity(trx, {
        action: 'edit',
        entity: into?.entity ?? 'CakeOrder',
        entityId: input.orderId,
        summary: `given back by hand ${fromMinor(refund.amountMinor, refund.currency)}`,
      }),
    );
    return this.deps.orders.ofOrder(input.orderId);
  }

  /** An owner gives money back through the provider that took it; it shows refunded once confirmed. */
  async refund(input: RefundPaymentInput): Promise<OrderPaymentsOut> {
    const { database, payments } = this.deps;
    const payment = (await payments.ledgerOf(database.db, input.orderId)).payments.find(
      (row) => row.id === input.paymentId,
    );
    if (!payment) throw ApiError.field('paymentId', 'No such payment of this order');
    const into = await paidInto(database.db, input.orderId);
    await payments.refund(
      payment.id,
      {
        amountMinor: minorOf(input.amount, payment.currency, 'amount'),
        reason: input.reason,
        by: currentActor().username,
      },
      (trx, refund) =>
        recordActivity(trx, {
          action: 'edit',
          entity: into?.entity ?? 'CakeOrder',
          entityId: input.orderId,
          summary: `refund asked ${fromMinor(refund.amountMinor, refund.currency)}: ${input.reason}`,
        }),
    );
    return this.deps.orders.ofOrder(input.orderId);
  }
}

export function paymentLinkHandlers(
  links: OrderPaymentLinks,
): Pick<Handlers, 'PayRequest' | 'GetPaymentOutcome' | 'OpenPaymentDue' | 'RefundPayment' | 'ConfirmRefund'> {
  return {
    PayRequest: ({ body, ip }) => links.pay(body, ip),
    GetPaymentOutcome: ({ query }) => links.outcome(query.payment),
    OpenPaymentDue: ({ body }) => links.open(body),
    RefundPayment: ({ body }) => links.refund(body),
    ConfirmRefund: ({ body }) => links.confirm(body),
  };
}
