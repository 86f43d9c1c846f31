import { depositOf } from '@cakeshop/shared';
import type { PaymentRules } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { daysBetween, refundCancellation, refundShareOf } from '../payments/cancellation-refunds';
import type { Payments } from '../payments/payments';
import type { RequestKinds } from '../requests/request-kind';
import type { Requests } from '../requests/requests';
import type { MoveListener } from '../requests/status';
import { paidInto } from './order-payments';

/**
 * What cancelling a request now gives back by the owner's policy, counted from its day: the share
 * in percent of what was paid, and what it keeps (the deposit: the one it was asked, else the
 * rules' of its total).
 */
export async function cancelShareOf(
  db: Kysely<DB> | Trx,
  payments: Payments,
  rules: PaymentRules,
  request: { id: number; today: string; day: string },
): Promise<{ percent: number; keepMinor: number }> {
  const share = refundShareOf(rules, daysBetween(request.today, request.day));
  if (!share.keepsDeposit) return { percent: share.percent, keepMinor: 0 };
  const asked = (await payments.ledgerOf(db, request.id)).collections.find(
    (collection) => collection.purpose === 'deposit',
  );
  if (asked) return { percent: share.percent, keepMinor: asked.amountMinor };
  const into = await paidInto(db, request.id);
  return {
    percent: share.percent,
    keepMinor: into ? depositOf(into.totalMinor, rules, into.currency) : 0,
  };
}

export interface CancelRefundsDeps {
  payments: Payments;
  /** The requests, once made (they are made with this listener): an order's day is its kind's to read. */
  requests: () => Requests<RequestKinds>;
  /** Today on the shop's calendar (ISO at UTC midnight). */
  today: (trx: Trx) => Promise<string>;
  paymentRules: (trx: Trx) => Promise<PaymentRules>;
  logger: Logger;
}

/**
 * A visitor who cancels their cake order or course booking on /track gets back what the owner's
 * refund policy returns of what they paid (payments/cancellation-refunds.ts), counted from its day: a
 * status listener, in the cancellation's own transaction. The staff's own cancellations refund
 * nothing by themselves: an owner refunds from the inbox, as much as they decide.
 */
export function cancelRefunds(deps: CancelRefundsDeps): MoveListener {
  return async (trx, hooks, kind, row, move) => {
    if ((kind !== 'cake' && kind !== 'course') || move.to !== 'cancelled' || !move.byVisitor) return;
    const { day } = await deps.requests().registry.spec(kind).details(trx, row);
    if (day === null) return;
    const [today, rules] = await Promise.all([deps.today(trx), deps.paymentRules(trx)]);
    const share = await cancelShareOf(trx, deps.payments, rules, { id: row.id, today, day });
    await refundCancellation(deps.payments, deps.logger, trx, hooks, {
      requestId: row.id,
      ...share,
      reason:
        share.keepMinor > 0
          ? 'Cancelled by the customer: all but the deposit back by the refund policy'
          : `Cancelled by the customer: ${share.percent}% back by the refund policy`,
    });
  };
}
