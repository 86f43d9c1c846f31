import { depositOf, toMinor } from '@cakeshop/shared';

import type { Trx, TxHooks } from '../db/database';
import { ApiError } from '../errors';
import { SYSTEM } from '../http/actor';
import { balanceDueOn } from '../payments/deposit-policy';
import type { PaymentRow } from '../payments/payments.repository';
import { HELD_KINDS, isHeld } from './held-kinds';
import type { HeldKind } from './held-kinds';
import { HoldSweep } from './hold-sweep';
import type { PaymentHoldsDeps } from './payment-holds-deps';

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
  private readonly holdSweep: HoldSweep;

  constructor(private readonly deps: PaymentHoldsDeps) {
    this.holdSweep = new HoldSweep(deps, (trx, hooks, kind, id) =>
      this.take(trx, hooks, kind, id, 'expired'),
    );
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
   * One round (a sweep of the outbox worker, hold-sweep.ts): what is unpaid when its hold ends
   * expires; what was paid after that is brought back or refunded. Answers the kinds of the
   * requests that expired (their places or seats are free again: a course's go to its waiting list).
   */
  sweep(): Promise<ReadonlySet<HeldKind>> {
    return this.holdSweep.run();
  }
}
