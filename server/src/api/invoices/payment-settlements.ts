import type { Trx } from '../db/database';
import { cakeOrderSettlement } from './cake-order-settlement';
import { courseBookingSettlement } from './course-booking-settlement';
import type { SettlementFacts } from './settlement';

/** The facts of a payment the invoices read (the payments module's rows have them). */
interface Settlement {
  id: number;
  requestId: number;
  amountMinor: number;
  method: string;
}

/** And of a refund: what went back, from which payment. */
interface Refund {
  id: number;
  amountMinor: number;
}

/** The payments module as the invoices hear it: its two events, inside the payment's transaction. */
interface HeardPayments {
  onPaid(listener: (trx: Trx, payment: Settlement) => Promise<void>): void;
  onRefunded(listener: (trx: Trx, refund: Refund, payment: Settlement) => Promise<void>): void;
}

/**
 * Every payment gets its invoice and every refund its credit note: the settlement is written down
 * in the payment's own transaction and issued once that commits (invoice-jobs.ts), so a failure
 * while issuing never loses the payment and a retry never issues twice.
 */
export function issueOnSettlement(
  payments: HeardPayments,
  invoices: { enqueue(trx: Trx, facts: SettlementFacts): Promise<void> },
  now: () => Date,
): void {
  const settle = async (
    trx: Trx,
    kind: SettlementFacts['kind'],
    key: string,
    money: Refund,
    payment: Settlement,
  ) => {
    const settled = {
      settlementKey: key,
      kind,
      requestId: payment.requestId,
      amountMinor: money.amountMinor,
      method: payment.method,
      at: now().toISOString(),
    };
    // A payment is a cake order's or a course booking's (a custom cake's goes to its order).
    const facts = (await cakeOrderSettlement(trx, settled)) ?? (await courseBookingSettlement(trx, settled));
    if (facts) await invoices.enqueue(trx, facts);
  };
  payments.onPaid((trx, payment) => settle(trx, 'invoice', `payment:${payment.id}`, payment, payment));
  payments.onRefunded((trx, refund, payment) =>
    settle(trx, 'credit_note', `refund:${refund.id}`, refund, payment),
  );
}
