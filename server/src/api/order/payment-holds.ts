import { depositOf, toMinor } from '@cakeshop/shared';
import type { CakeOrderReceipt, PaymentRules } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database, Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { actingAs, SYSTEM } from '../http/actor';
import type { StatusMessages } from '../messages/status-messages';
import type { Notifications } from '../outbox/notifications';
import { cancellationPreview, refundCancellation } from '../payments/cancellation-refunds';
import { balanceDueOn } from '../payments/deposit-policy';
import type { OnlinePayments } from '../payments/online-payments';
import type { Payments } from '../payments/payments';
import type { PaymentRow } from '../payments/payments.repository';
import type { RequestKinds } from '../requests/request-kind';
import type { Requests } from '../requests/requests';
import type { CakeOrderRecord } from './order-lines.repository';

/** How many orders one round of the sweep expires or settles at most. */
const SWEEP_BATCH = 50;

export interface PaymentHoldsDeps {
  database: Database;
  payments: Payments;
  online: OnlinePayments;
  /** The requests, once made (they are made after this): an order moves along its statuses through them. */
  requests: () => Requests<RequestKinds>;
  messages: () => StatusMessages;
  notifications: Notifications;
  /** The order's "received" notice, sent once it is paid (not while it only waits for its payment). */
  notice: (order: CakeOrderRecord) => Parameters<Notifications['enqueue']>[2];
  paymentRules: (db: Kysely<DB> | Trx) => Promise<PaymentRules>;
  /** Today in the shop's time zone: a large order's balance falls due before its day, not before today. */
  today: (trx: Trx) => Promise<string>;
  /** PAYMENT_HOLD_MINUTES: how long an order waiting for its payment holds its places. */
  holdMinutes: number;
  logger: Logger;
  now: () => Date;
}

/** What an order is asked to pay as it is placed: all of it, or (a large order) the deposit. */
export type PaidAtCheckout = 'full' | 'deposit';

/** The visitor's contact, as the provider's page asks for it. */
export interface Payer {
  language: 'en' | 'ar';
  customerName: string;
  email: string;
  phone: string;
}

/**
 * Checkout with payment (issue "Take money", journey 1): a visitor's order the owner's rules ask to
 * pay online is stored `awaiting_payment`, holding its day's (and window's) places, with a
 * payment asked for its total; the visitor goes to the provider's page from their receipt. Paid,
 * it becomes `new` and its "received" notice goes. Unpaid when its hold ends, it expires and its
 * places go back. A payment that succeeds after that brings it back if its day still has room,
 * and is refunded in full if not; the visitor is told either way.
 */
export class PaymentHolds {
  constructor(private readonly deps: PaymentHoldsDeps) {
    deps.payments.onPaid((trx, payment, hooks) => this.paid(trx, hooks, payment));
  }

  /**
   * What a visitor's order pays as it is placed, while payments online are on: a large order (the
   * rules' `depositFrom` or more) its deposit, whatever the rule for paying at checkout; another,
   * all of it when the rule requires it or leaves it to the visitor who chose to; else nothing.
   */
  async asked(
    trx: Trx,
    order: { payOnline: boolean | undefined; totalMinor: number; currency: string },
  ): Promise<PaidAtCheckout | null> {
    if (!this.deps.online.enabled) return null;
    const rules = await this.deps.paymentRules(trx);
    if (rules.depositFrom > 0 && order.totalMinor >= toMinor(rules.depositFrom, order.currency))
      return 'deposit';
    const { payAtCheckout } = rules;
    return payAtCheckout === 'required' || (payAtCheckout === 'optional' && order.payOnline === true)
      ? 'full'
      : null;
  }

  /**
   * In the order's own transaction: the payment it waits for (its whole total, or the deposit),
   * and for a deposit the balance, due the rules' days before the order's day.
   */
  async open(
    trx: Trx,
    order: Pick<CakeOrderRecord, 'id' | 'totalMinor' | 'currency' | 'pickupDate'>,
    asked: PaidAtCheckout,
  ): Promise<void> {
    const rules = await this.deps.paymentRules(trx);
    const nowMinor =
      asked === 'deposit' ? depositOf(order.totalMinor, rules, order.currency) : order.totalMinor;
    const ask = { requestId: order.id, currency: order.currency };
    await this.deps.payments.openCollection(trx, {
      ...ask,
      purpose: asked,
      amountMinor: nowMinor,
      dueOn: null,
    });
    if (nowMinor < order.totalMinor)
      await this.deps.payments.openCollection(trx, {
        ...ask,
        purpose: 'balance',
        amountMinor: order.totalMinor - nowMinor,
        dueOn: balanceDueOn(order.pickupDate, await this.deps.today(trx), rules),
      });
  }

  private holdUntil(createdAt: string): string {
    return new Date(Date.parse(createdAt) + this.deps.holdMinutes * 60_000).toISOString();
  }

  /**
   * The receipt of an order waiting for its payment, with where to pay it: a payment begun now at
   * the provider. A provider that does not answer leaves `redirectUrl` null (the order keeps its
   * hold, and /track's Pay button tries again); a repeat of the order (its idempotency key)
   * begins another payment of the same amount, never a second thing to pay.
   */
  async begin(receipt: CakeOrderReceipt, payer: Payer): Promise<CakeOrderReceipt> {
    const { database, payments, online } = this.deps;
    const order = await database.db
      .selectFrom('requests')
      .select(['id', 'reference', 'createdAt'])
      .where('reference', '=', receipt.reference)
      .where('kind', '=', 'cake')
      .executeTakeFirst();
    const due =
      order &&
      (await payments.ledgerOf(database.db, order.id)).collections.find(
        (collection) => collection.status === 'open',
      );
    if (!order || !due) return receipt;
    let redirectUrl: string | null = null;
    try {
      ({ redirectUrl } = await online.begin(due.id, {
        description: order.reference,
        language: payer.language,
        customer: { name: payer.customerName, email: payer.email || undefined, phone: payer.phone },
        returnTo: (payment) =>
          `/track?${new URLSearchParams({ ref: order.reference, payment, lang: payer.language }).toString()}`,
      }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 409) throw error;
      this.deps.logger.warn({ reference: order.reference }, 'an order’s payment could not be begun');
    }
    return {
      ...receipt,
      payment: {
        dueId: due.id,
        redirectUrl,
        testMode: online.testMode,
        holdUntil: this.holdUntil(order.createdAt),
      },
    };
  }

  /** A payment became paid: an order that waited for it is taken, and announced as any order. */
  private async paid(trx: Trx, hooks: TxHooks, payment: PaymentRow): Promise<void> {
    const requests = this.deps.requests();
    const row = await requests.registry.requests.find(trx, 'cake', payment.requestId);
    if (row?.status !== 'awaiting_payment') return;
    const order = await requests.status.move(trx, hooks, 'cake', row.id, {
      from: 'awaiting_payment',
      to: 'new',
      actor: SYSTEM,
    });
    await this.deps.notifications.enqueue(trx, hooks, this.deps.notice(order as CakeOrderRecord));
  }

  /**
   * One round (a sweep of the outbox worker): each order whose hold has ended has its payments
   * read again from the provider first (a webhook may be lost); one still unpaid expires, its
   * places given back and its payment link withdrawn. Then each expired order paid meanwhile is
   * brought back or refunded.
   */
  sweep(): Promise<void> {
    return actingAs(SYSTEM, async () => {
      await this.expireUnpaid();
      await this.settleLate();
    });
  }

  private async expireUnpaid(): Promise<void> {
    const { database, payments, online, now } = this.deps;
    const ended = new Date(now().getTime() - this.deps.holdMinutes * 60_000).toISOString();
    const orders = await database.db
      .selectFrom('requests')
      .select('id')
      .where('kind', '=', 'cake')
      .where('status', '=', 'awaiting_payment')
      .where('createdAt', '<=', ended)
      .orderBy('id')
      .limit(SWEEP_BATCH)
      .execute();
    for (const { id } of orders) {
      const begun = (await payments.ledgerOf(database.db, id)).payments.filter(
        (row) => row.status === 'pending',
      );
      for (const payment of begun) await online.settle(payment);
      await database.write(async (trx, hooks) => {
        const row = await this.deps.requests().registry.requests.find(trx, 'cake', id);
        if (row?.status !== 'awaiting_payment') return;
        const order = await this.deps.requests().status.move(trx, hooks, 'cake', id, {
          from: 'awaiting_payment',
          to: 'expired',
          actor: SYSTEM,
        });
        await payments.deps.repository.cancelOpenCollections(trx, id);
        await this.deps.messages().send(trx, hooks, 'cake', order, 'orderExpired');
      });
    }
  }

  /** Expired orders with money paid and not given back: a payment that arrived after the hold. */
  private async settleLate(): Promise<void> {
    const { database, payments } = this.deps;
    const late = await database.db
      .selectFrom('requests')
      .innerJoin('payments', 'payments.requestId', 'requests.id')
      .select('requests.id')
      .distinct()
      .where('requests.kind', '=', 'cake')
      .where('requests.status', '=', 'expired')
      .where('payments.status', '=', 'paid')
      .orderBy('requests.id')
      .limit(SWEEP_BATCH)
      .execute();
    for (const { id } of late) {
      const leftMinor = await cancellationPreview(payments, database.db, { requestId: id, percent: 100 });
      if (leftMinor > 0) await this.bringBackOrRefund(id);
    }
  }

  private async bringBackOrRefund(id: number): Promise<void> {
    const { database, payments, logger } = this.deps;
    const requests = this.deps.requests();
    try {
      await database.write(async (trx, hooks) => {
        // Back to `new` takes its places again, one conditional write per scope: 409 when full.
        const order = await requests.status.move(trx, hooks, 'cake', id, {
          from: 'expired',
          to: 'new',
          actor: SYSTEM,
        });
        await this.deps.notifications.enqueue(trx, hooks, this.deps.notice(order as CakeOrderRecord));
        await this.deps.messages().send(trx, hooks, 'cake', order, 'latePaymentKept');
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      await database.write(async (trx, hooks) => {
        const row = await requests.registry.find(trx, 'cake', id);
        if (row?.status !== 'expired') return;
        await refundCancellation(payments, logger, trx, hooks, {
          requestId: id,
          percent: 100,
          reason: 'Paid after the order’s hold ended, when its day had no room left: all of it back',
        });
        await this.deps.messages().send(trx, hooks, 'cake', row, 'latePaymentRefunded');
      });
    }
  }
}
