import { depositOf, toMinor } from '@cakeshop/shared';
import type { MessageKind, PaymentRules } from '@cakeshop/shared';
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

/** How many requests one round of the sweep expires or settles at most. */
const SWEEP_BATCH = 50;

/** The kinds a visitor may pay as they ask: a cake order (holding its places), a booking (its seats). */
const HELD_KINDS = ['cake', 'course'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

const isHeld = (kind: string): kind is HeldKind => (HELD_KINDS as readonly string[]).includes(kind);

/** What each kind tells its visitor: its hold ended unpaid; a payment after it kept it, or went back. */
const TOLD: Record<HeldKind, { expired: MessageKind; kept: MessageKind; refunded: MessageKind }> = {
  cake: { expired: 'orderExpired', kept: 'latePaymentKept', refunded: 'latePaymentRefunded' },
  course: { expired: 'bookingExpired', kept: 'lateBookingKept', refunded: 'lateBookingRefunded' },
};

export interface PaymentHoldsDeps {
  database: Database;
  payments: Payments;
  online: OnlinePayments;
  /** The requests, once made (they are made after this): a request moves along its statuses through them. */
  requests: () => Requests<RequestKinds>;
  messages: () => StatusMessages;
  notifications: Notifications;
  paymentRules: (db: Kysely<DB> | Trx) => Promise<PaymentRules>;
  /** Today in the shop's time zone: a large order's balance falls due before its day, not before today. */
  today: (trx: Trx) => Promise<string>;
  /** PAYMENT_HOLD_MINUTES: how long a request waiting for its payment holds its places or seats. */
  holdMinutes: number;
  logger: Logger;
  now: () => Date;
}

/** What a request is asked to pay as it is made: all of it, or (a large order) the deposit. */
export type PaidAtCheckout = 'full' | 'deposit';

/** A payment begun as a request was made: what its receipt says of it (API.md, the receipts' `payment`). */
export interface PaymentBegun {
  dueId: number;
  redirectUrl: string | null;
  testMode: boolean;
  holdUntil: string;
}

/** The visitor's contact, as the provider's page asks for it. */
export interface Payer {
  language: 'en' | 'ar';
  customerName: string;
  email: string;
  phone: string;
}

/**
 * Paying as one orders or books: a visitor's cake order or course booking the owner's rules ask to
 * pay online is stored `awaiting_payment`, holding its day's (and window's) places or its seats,
 * with a payment asked for its total; the visitor goes to the provider's page from their receipt.
 * Paid, it becomes `new` and its "received" notice goes. Unpaid when its hold ends, it expires and
 * its places or seats go back (its kind's step does that). A payment that succeeds after that
 * brings it back if there is still room, and is refunded in full if not; the visitor is told
 * either way.
 */
export class PaymentHolds {
  constructor(private readonly deps: PaymentHoldsDeps) {
    deps.payments.onPaid((trx, payment, hooks) => this.paid(trx, hooks, payment));
  }

  /**
   * What a visitor's request pays as it is made, while payments online are on: a large order (the
   * rules' `depositFrom` or more) its deposit, whatever the rule for paying at checkout; another
   * order or a booking, all of it when its kind's rule requires it or leaves it to the visitor
   * who chose to; else (or nothing to pay) nothing.
   */
  async asked(
    trx: Trx,
    kind: HeldKind,
    request: { payOnline: boolean | undefined; totalMinor: number; currency: string },
  ): Promise<PaidAtCheckout | null> {
    if (!this.deps.online.enabled || request.totalMinor <= 0) return null;
    const rules = await this.deps.paymentRules(trx);
    if (
      kind === 'cake' &&
      rules.depositFrom > 0 &&
      request.totalMinor >= toMinor(rules.depositFrom, request.currency)
    )
      return 'deposit';
    const rule = kind === 'cake' ? rules.payAtCheckout : rules.payForCourses;
    return rule === 'required' || (rule === 'optional' && request.payOnline === true) ? 'full' : null;
  }

  /**
   * In the request's own transaction: the payment it waits for (its whole total, or the deposit),
   * and for a deposit the balance, due the rules' days before the request's day.
   */
  async open(
    trx: Trx,
    request: { id: number; totalMinor: number; currency: string; day: string | null },
    asked: PaidAtCheckout,
  ): Promise<void> {
    const rules = await this.deps.paymentRules(trx);
    const nowMinor =
      asked === 'deposit' ? depositOf(request.totalMinor, rules, request.currency) : request.totalMinor;
    const ask = { requestId: request.id, currency: request.currency };
    await this.deps.payments.openCollection(trx, {
      ...ask,
      purpose: asked,
      amountMinor: nowMinor,
      dueOn: null,
    });
    if (nowMinor < request.totalMinor)
      await this.deps.payments.openCollection(trx, {
        ...ask,
        purpose: 'balance',
        amountMinor: request.totalMinor - nowMinor,
        dueOn: request.day && balanceDueOn(request.day, await this.deps.today(trx), rules),
      });
  }

  private holdUntil(createdAt: string): string {
    return new Date(Date.parse(createdAt) + this.deps.holdMinutes * 60_000).toISOString();
  }

  /**
   * The receipt of a request waiting for its payment, with where to pay it: a payment begun now at
   * the provider. A provider that does not answer leaves `redirectUrl` null (the request keeps its
   * hold, and /track's Pay button tries again); a repeat of the request (its idempotency key)
   * begins another payment of the same amount, never a second thing to pay.
   */
  async begin<Receipt extends { reference: string }>(
    receipt: Receipt,
    payer: Payer,
  ): Promise<Receipt & { payment?: PaymentBegun }> {
    const { database, payments, online } = this.deps;
    const held = await database.db
      .selectFrom('requests')
      .select(['id', 'reference', 'createdAt'])
      .where('reference', '=', receipt.reference)
      .where('kind', 'in', HELD_KINDS)
      .executeTakeFirst();
    const due =
      held &&
      (await payments.ledgerOf(database.db, held.id)).collections.find(
        (collection) => collection.status === 'open',
      );
    if (!held || !due) return receipt;
    let redirectUrl: string | null = null;
    try {
      ({ redirectUrl } = await online.begin(due.id, {
        description: held.reference,
        language: payer.language,
        customer: { name: payer.customerName, email: payer.email || undefined, phone: payer.phone },
        returnTo: (payment) =>
          `/track?${new URLSearchParams({ ref: held.reference, payment, lang: payer.language }).toString()}`,
      }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 409) throw error;
      this.deps.logger.warn({ reference: held.reference }, 'a request’s payment could not be begun');
    }
    return {
      ...receipt,
      payment: {
        dueId: due.id,
        redirectUrl,
        testMode: online.testMode,
        holdUntil: this.holdUntil(held.createdAt),
      },
    };
  }

  /** A payment became paid: a request that waited for it is taken, and announced as any of its kind. */
  private async paid(trx: Trx, hooks: TxHooks, payment: PaymentRow): Promise<void> {
    const held = await trx
      .selectFrom('requests')
      .select(['kind', 'status'])
      .where('id', '=', payment.requestId)
      .executeTakeFirst();
    if (held?.status !== 'awaiting_payment' || !isHeld(held.kind)) return;
    await this.take(trx, hooks, held.kind, payment.requestId, 'awaiting_payment');
  }

  /** The request moves to `new` (its kind's step takes its places again from expired) and is announced. */
  private async take(
    trx: Trx,
    hooks: TxHooks,
    kind: HeldKind,
    id: number,
    from: 'awaiting_payment' | 'expired',
  ) {
    const requests = this.deps.requests();
    const row = await requests.status.move(trx, hooks, kind, id, { from, to: 'new', actor: SYSTEM });
    await this.deps.notifications.enqueue(trx, hooks, requests.registry.spec(kind).notice(row));
    return row;
  }

  /**
   * One round (a sweep of the outbox worker): each request whose hold has ended has its payments
   * read again from the provider first (a webhook may be lost); one still unpaid expires, its
   * places or seats given back and its payment link withdrawn. Then each expired request paid
   * meanwhile is brought back or refunded. Answers the kinds of the requests that expired (their
   * places or seats are free again: a course's go to its waiting list).
   */
  sweep(): Promise<ReadonlySet<HeldKind>> {
    return actingAs(SYSTEM, async () => {
      const expired = await this.expireUnpaid();
      await this.settleLate();
      return expired;
    });
  }

  private async expireUnpaid(): Promise<Set<HeldKind>> {
    const { database, payments, online, now } = this.deps;
    const ended = new Date(now().getTime() - this.deps.holdMinutes * 60_000).toISOString();
    const orders = await database.db
      .selectFrom('requests')
      .select(['id', 'kind'])
      .where('kind', 'in', HELD_KINDS)
      .where('status', '=', 'awaiting_payment')
      .where('createdAt', '<=', ended)
      .orderBy('id')
      .limit(SWEEP_BATCH)
      .execute();
    const released = new Set<HeldKind>();
    for (const { id, kind } of orders) {
      if (!isHeld(kind)) continue;
      const begun = (await payments.ledgerOf(database.db, id)).payments.filter(
        (row) => row.status === 'pending',
      );
      for (const payment of begun) await online.settle(payment);
      await database.write(async (trx, hooks) => {
        const row = await this.deps.requests().registry.requests.find(trx, kind, id);
        if (row?.status !== 'awaiting_payment') return;
        const expired = await this.deps.requests().status.move(trx, hooks, kind, id, {
          from: 'awaiting_payment',
          to: 'expired',
          actor: SYSTEM,
        });
        await payments.deps.repository.cancelOpenCollections(trx, id);
        await this.deps.messages().send(trx, hooks, kind, expired, TOLD[kind].expired);
        released.add(kind);
      });
    }
    return released;
  }

  /** Expired requests with money paid and not given back: a payment that arrived after the hold. */
  private async settleLate(): Promise<void> {
    const { database, payments } = this.deps;
    const late = await database.db
      .selectFrom('requests')
      .innerJoin('payments', 'payments.requestId', 'requests.id')
      .select(['requests.id', 'requests.kind'])
      .distinct()
      .where('requests.kind', 'in', HELD_KINDS)
      .where('requests.status', '=', 'expired')
      .where('payments.status', '=', 'paid')
      .orderBy('requests.id')
      .limit(SWEEP_BATCH)
      .execute();
    for (const { id, kind } of late) {
      const leftMinor = await cancellationPreview(payments, database.db, { requestId: id, percent: 100 });
      if (leftMinor > 0 && isHeld(kind)) await this.bringBackOrRefund(kind, id);
    }
  }

  private async bringBackOrRefund(kind: HeldKind, id: number): Promise<void> {
    const { database, payments, logger } = this.deps;
    const requests = this.deps.requests();
    try {
      await database.write(async (trx, hooks) => {
        // Back to `new` takes its places or seats again, by conditional writes: 409 when full.
        const row = await this.take(trx, hooks, kind, id, 'expired');
        await this.deps.messages().send(trx, hooks, kind, row, TOLD[kind].kept);
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      await database.write(async (trx, hooks) => {
        const row = await requests.registry.find(trx, kind, id);
        if (row?.status !== 'expired') return;
        await refundCancellation(payments, logger, trx, hooks, {
          requestId: id,
          percent: 100,
          reason: 'Paid after the hold ended, when there was no room left: all of it back',
        });
        await this.deps.messages().send(trx, hooks, kind, row, TOLD[kind].refunded);
      });
    }
  }
}
