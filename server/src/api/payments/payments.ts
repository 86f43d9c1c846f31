import { fromMinor } from '@cakeshop/shared';
import type { PaymentMethod } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Database, Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { CollectionRow, PaymentRow, PaymentsRepository, RefundRow } from './payments.repository';
import { ProviderError } from './provider';
import type { Providers } from './providers';

/** A payment became paid: heard inside the transaction that made it so. */
export type PaidListener = (trx: Trx, payment: PaymentRow, hooks: TxHooks) => Promise<void>;
/** Money went back from a payment: heard inside the transaction that recorded it. */
export type RefundedListener = (trx: Trx, refund: RefundRow, payment: PaymentRow) => Promise<void>;

/** Money the staff took by hand (cash, a card machine, a transfer), for a request. */
export interface ManualPayment {
  requestId: number;
  collectionId: number | null;
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  /** The day the money was taken. */
  paidOn: string;
  note: string;
  /** Who recorded it: a username. */
  by: string;
}

export interface PaymentsDeps {
  database: Database;
  repository: PaymentsRepository;
  providers: Providers;
  now: () => Date;
}

/**
 * Money taken for requests and given back, through the providers of `PROVIDERS`. It knows
 * requests by their id alone: what a request costs and what a payment means for it are its kind's
 * to say, and the kinds hear of payments through `onPaid` and `onRefunded`, inside the
 * transaction (as they hear of status steps), never the other way round. A provider is never
 * called inside a transaction: what is asked of it is stored first, its answer written after.
 */
export class Payments {
  private readonly paid: PaidListener[] = [];
  private readonly refunded: RefundedListener[] = [];

  constructor(readonly deps: PaymentsDeps) {}

  onPaid(listener: PaidListener): void {
    this.paid.push(listener);
  }

  onRefunded(listener: RefundedListener): void {
    this.refunded.push(listener);
  }

  /** Tells the listeners a payment became paid, and closes the collection it was for. */
  async heardPaid(trx: Trx, hooks: TxHooks, payment: PaymentRow): Promise<void> {
    if (payment.collectionId !== null) await this.deps.repository.collectionPaid(trx, payment.collectionId);
    for (const listener of this.paid) await listener(trx, payment, hooks);
  }

  /** Records money the staff took by hand: `manual`'s, paid at once and heard as paid. */
  async recordManual(trx: Trx, hooks: TxHooks, payment: ManualPayment): Promise<PaymentRow> {
    const at = this.deps.now().toISOString();
    const row = await this.deps.repository.add(trx, {
      collectionId: payment.collectionId,
      requestId: payment.requestId,
      provider: 'manual',
      providerRef: null,
      method: payment.method,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      status: 'paid',
      paidOn: payment.paidOn,
      note: payment.note,
      recordedBy: payment.by,
      createdAt: at,
      updatedAt: at,
    });
    await this.heardPaid(trx, hooks, row);
    return row;
  }

  /** What a request is asked to pay: the whole, a deposit or the balance, by a day or not. */
  openCollection(
    trx: Trx,
    collection: Pick<CollectionRow, 'requestId' | 'purpose' | 'amountMinor' | 'currency' | 'dueOn'>,
  ): Promise<CollectionRow> {
    return this.deps.repository.addCollection(trx, {
      ...collection,
      status: 'open',
      createdAt: this.deps.now().toISOString(),
    });
  }

  /** A request's paid payments, oldest first (refunds are counted in `netPaid`). */
  paidOf(db: Kysely<DB> | Trx, requestId: number): Promise<PaymentRow[]> {
    return this.deps.repository.paidOf(db, requestId);
  }

  /** What each request was paid, less what was given back; a request paid nothing is left out. */
  netPaid(db: Kysely<DB> | Trx, requestIds: readonly number[]): Promise<Map<number, number>> {
    return this.deps.repository.netPaid(db, requestIds);
  }

  /** Everything of a request's money: what it is asked, every payment, every refund. */
  async ledgerOf(db: Kysely<DB> | Trx, requestId: number) {
    const { repository } = this.deps;
    const [collections, payments, refunds] = await Promise.all([
      repository.collectionsOf(db, requestId),
      repository.allOf(db, requestId),
      repository.refundsOf(db, requestId),
    ]);
    return { collections, payments, refunds };
  }

  /**
   * Gives back `amountMinor` of a paid payment through the provider that took it, at most what is
   * left of it. The refund is stored pending first, then asked of the provider outside any
   * transaction: it is refunded only once the provider confirms; a refusal or no answer leaves it
   * pending with the reason, and the reconciliation worker asks again.
   */
  async refund(
    paymentId: number,
    { amountMinor, reason, by }: { amountMinor: number; reason: string; by: string },
    /** Runs in the transaction that stores the refund asked (the caller's activity row). */
    within?: (trx: Trx, refund: RefundRow) => Promise<void>,
  ): Promise<RefundRow> {
    const { database, repository, providers } = this.deps;
    const refund = await database.write(async (trx) => {
      const payment = await repository.find(trx, paymentId);
      if (!payment || payment.status !== 'paid' || !providers.of(payment.provider))
        throw ApiError.notFound('No such paid payment');
      const left = payment.amountMinor - (await repository.refundedOf(trx, paymentId));
      if (amountMinor <= 0 || amountMinor > left)
        throw ApiError.field(
          'amount',
          `At most ${fromMinor(left, payment.currency)} ${payment.currency} of this payment is left to give back`,
        );
      const asked = await repository.addRefund(trx, {
        paymentId,
        amountMinor,
        currency: payment.currency,
        status: 'pending',
        providerRef: null,
        reason,
        requestedBy: by,
        createdAt: this.deps.now().toISOString(),
        confirmedAt: null,
      });
      await within?.(trx, asked);
      return asked;
    });
    return this.askRefund(refund);
  }

  /**
   * The staff say they gave back by hand money taken by hand (a cancellation's share of cash):
   * a pending refund of a `manual` payment becomes refunded, heard as any refund. 404 for any other.
   */
  async confirmByHand(refundId: number, requestId: number): Promise<RefundRow> {
    const { database, repository } = this.deps;
    const refund = await repository.findRefund(database.db, refundId);
    const payment = refund && (await repository.find(database.db, refund.paymentId));
    if (!refund || !payment || payment.requestId !== requestId || payment.provider !== 'manual')
      throw ApiError.notFound('No such refund to give back by hand');
    if (refund.status !== 'pending')
      throw ApiError.conflict('payment.nothing_due', `This refund is ${refund.status} already`);
    return this.askRefund(refund);
  }

  /** Asks the provider for a pending refund (again), and writes what it answered. */
  async askRefund(refund: RefundRow): Promise<RefundRow> {
    const { database, repository, providers } = this.deps;
    const payment = await repository.find(database.db, refund.paymentId);
    const provider = payment && providers.of(payment.provider);
    if (!payment || !provider) return refund;
    try {
      const answer = refund.providerRef
        ? await provider.fetchRefund(refund.providerRef, payment.providerRef ?? '')
        : await provider.refund({
            providerRef: payment.providerRef ?? '',
            amountMinor: refund.amountMinor,
            currency: refund.currency,
            idempotencyKey: `refund-${refund.id}`,
            refundedBeforeMinor: await repository.confirmedRefundsOf(database.db, payment.id, refund.id),
            reason: refund.reason,
          });
      if (answer.amountMinor !== refund.amountMinor || answer.currency !== refund.currency)
        throw new ProviderError(provider.name, 'invalid', 'the refund confirmed is not the one asked');
      return await database.write(async (trx) => {
        const at = this.deps.now().toISOString();
        const stepped = await repository.stepRefund(trx, refund.id, {
          status: answer.state,
          providerRef: answer.refundRef,
          confirmedAt: answer.state === 'refunded' ? at : null,
          lastError: null,
          attempts: refund.attempts + 1,
        });
        if (stepped?.status === 'refunded')
          for (const listener of this.refunded) await listener(trx, stepped, payment);
        return stepped ?? (await repository.findRefund(trx, refund.id)) ?? refund;
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return database.write(
        async (trx) =>
          (await repository.stepRefund(trx, refund.id, {
            lastError: `${error.failure}: ${error.message}`.slice(0, 300),
            attempts: refund.attempts + 1,
          })) ?? refund,
      );
    }
  }
}
