import { fromMinor } from '@cakeshop/shared';
import type { OrderPayments, PaymentDue } from '@cakeshop/shared';

import type { CollectionRow, PaymentRow, RefundRow } from './payments.repository';
import type { Providers } from './providers';

/** A request's money as the payments module keeps it: what it is asked, its payments, its refunds. */
export interface Ledger {
  collections: CollectionRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
}

function dueOut(collection: CollectionRow): PaymentDue {
  return {
    id: collection.id,
    purpose: collection.purpose,
    amount: fromMinor(collection.amountMinor, collection.currency),
    dueOn: collection.dueOn,
    status: collection.status,
  };
}

/**
 * A request's money for the inbox: its paid payments (what is left of each to give back), its
 * payment links, its refunds (one the provider has not confirmed shows pending, with the
 * provider's last refusal), and what was given back in all.
 */
export function ledgerOut(
  ledger: Ledger,
  providers: Providers,
): Pick<
  OrderPayments,
  'payments' | 'due' | 'refunds' | 'refunded' | 'refunding' | 'toGiveBack' | 'online' | 'testMode'
> {
  const given = (paymentId: number) =>
    ledger.refunds
      .filter((refund) => refund.paymentId === paymentId && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
  const refundedMinor = ledger.refunds
    .filter((refund) => refund.status === 'refunded')
    .reduce((sum, refund) => sum + refund.amountMinor, 0);
  const currency = ledger.payments[0]?.currency ?? ledger.collections[0]?.currency ?? 'SAR';
  const byHand = (refund: RefundRow) =>
    ledger.payments.find((payment) => payment.id === refund.paymentId)?.provider === 'manual';
  const pendingMinor = (hand: boolean) =>
    ledger.refunds
      .filter((refund) => refund.status === 'pending' && byHand(refund) === hand)
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
  return {
    payments: ledger.payments
      .filter((row) => row.status === 'paid')
      .map((row) => ({
        id: row.id,
        amount: fromMinor(row.amountMinor, row.currency),
        method: row.method,
        // A manual payment is paid on the day the staff wrote.
        paidOn: row.paidOn ?? row.createdAt,
        note: row.note,
        recordedBy: row.recordedBy,
        recordedAt: row.createdAt,
        provider: row.provider,
        status: row.status,
        testMode: providers.of(row.provider)?.testMode ?? false,
        refundable: fromMinor(row.amountMinor - given(row.id), row.currency),
      })),
    due: ledger.collections.map(dueOut),
    refunds: ledger.refunds.map((refund) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      amount: fromMinor(refund.amountMinor, refund.currency),
      status: refund.status,
      reason: refund.reason,
      requestedBy: refund.requestedBy,
      requestedAt: refund.createdAt,
      problem: refund.status === 'refunded' ? null : refund.lastError,
      ...(byHand(refund) ? { byHand: true } : {}),
    })),
    refunded: fromMinor(refundedMinor, currency),
    refunding: fromMinor(pendingMinor(false), currency),
    toGiveBack: fromMinor(pendingMinor(true), currency),
    online: providers.active !== undefined,
    testMode: providers.active?.testMode ?? false,
  };
}
