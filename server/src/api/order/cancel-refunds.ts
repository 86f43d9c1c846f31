import type { PaymentRules } from '@cakeshop/shared';
import type { Logger } from 'pino';

import type { Trx } from '../db/database';
import { daysBetween, refundCancellation, refundPercentOf } from '../payments/cancellation-refunds';
import type { Payments } from '../payments/payments';
import type { RequestKinds } from '../requests/request-kind';
import type { Requests } from '../requests/requests';
import type { MoveListener } from '../requests/status';

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
    const percent = refundPercentOf(rules, daysBetween(today, day));
    await refundCancellation(deps.payments, deps.logger, trx, hooks, {
      requestId: row.id,
      percent,
      reason: `Cancelled by the customer: ${percent}% back by the refund policy`,
    });
  };
}
