import { fromMinor } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { PaymentRow, PaymentsRepository, RefundRow } from './payments.repository';
import type { PaymentStart } from './provider';
import { providerOf, PROVIDERS } from './providers';
import type { ProviderName } from './providers';

/** A payment became paid: heard inside the transaction that made it so. */
export type PaidListener = (trx: Trx, payment: PaymentRow) => Promise<void>;
/** Money went back from a payment: heard inside the transaction that recorded it. */
export type RefundedListener = (trx: Trx, refund: RefundRow, payment: PaymentRow) => Promise<void>;

/**
 * Money taken for requests and given back, through the providers of `PROVIDERS`. It knows
 * requests by their id alone: what a request costs and what a payment means for it are its kind's
 * to say, and the kinds hear of payments through `onPaid` and `onRefunded`, inside the
 * transaction (as they hear of status steps), never the other way round.
 */
export class Payments {
  private readonly paid: PaidListener[] = [];
  private readonly refunded: RefundedListener[] = [];

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly now: () => Date,
  ) {}

  onPaid(listener: PaidListener): void {
    this.paid.push(listener);
  }

  onRefunded(listener: RefundedListener): void {
    this.refunded.push(listener);
  }

  /** Begins a payment through a provider and keeps it; one paid at once (`manual`'s) is heard as paid. */
  async start(trx: Trx, provider: ProviderName, payment: PaymentStart): Promise<PaymentRow> {
    const state = await PROVIDERS[provider].start(payment);
    const at = this.now().toISOString();
    const row = await this.repository.add(trx, {
      collectionId: payment.collectionId,
      requestId: payment.requestId,
      provider,
      providerRef: state.providerRef,
      method: payment.method,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      status: state.status,
      paidOn: state.paidOn,
      note: payment.note,
      recordedBy: payment.by,
      createdAt: at,
      updatedAt: at,
    });
    if (row.status === 'paid') for (const listener of this.paid) await listener(trx, row);
    return row;
  }

  /** A request's paid payments, oldest first (refunds are counted in `netPaid`). */
  paidOf(db: Kysely<DB> | Trx, requestId: number): Promise<PaymentRow[]> {
    return this.repository.paidOf(db, requestId);
  }

  /** What each request was paid, less what was given back; a request paid nothing is left out. */
  netPaid(db: Kysely<DB> | Trx, requestIds: readonly number[]): Promise<Map<number, number>> {
    return this.repository.netPaid(db, requestIds);
  }

  /**
   * Gives back `amountMinor` of a paid payment through the provider that took it, at most what is
   * left of it; a refund done at once (`manual`'s) is heard as refunded.
   */
  async refund(
    trx: Trx,
    paymentId: number,
    { amountMinor, reason, by }: { amountMinor: number; reason: string; by: string },
  ): Promise<RefundRow> {
    const payment = await this.repository.find(trx, paymentId);
    const provider = payment && providerOf(payment.provider);
    if (!payment || payment.status !== 'paid' || !provider) throw ApiError.notFound('No such paid payment');
    const left = payment.amountMinor - (await this.repository.refundedOf(trx, paymentId));
    if (amountMinor <= 0 || amountMinor > left)
      throw ApiError.field(
        'amount',
        `At most ${fromMinor(left, payment.currency)} ${payment.currency} of this payment is left to give back`,
      );
    const answer = await provider.refund(payment, amountMinor);
    const at = this.now().toISOString();
    const refund = await this.repository.addRefund(trx, {
      paymentId,
      amountMinor,
      currency: payment.currency,
      status: answer.status,
      providerRef: answer.providerRef,
      reason,
      requestedBy: by,
      createdAt: at,
      confirmedAt: answer.status === 'refunded' ? at : null,
    });
    if (refund.status === 'refunded')
      for (const listener of this.refunded) await listener(trx, refund, payment);
    return refund;
  }
}
