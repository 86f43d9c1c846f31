import type { LineInput } from '@cakeshop/shared';

/**
 * What a settlement tells the invoices: the payments module's `paid` and `refunded` events carry
 * these facts (today's staff-recorded payments are the first settlements). The key names the
 * payment or refund, so one settlement gets one document however often it is told.
 */
export interface SettlementFacts {
  /** Unique per payment or refund (`payment:42`, `refund:7`). */
  settlementKey: string;
  kind: 'invoice' | 'credit_note';
  /** The request settled: its kind (`cake`, `course`, `custom` …), id and reference. */
  requestKind: string;
  requestId: number;
  reference: string;
  currency: string;
  /** The request's lines at the shop's VAT-inclusive prices: the whole supply. */
  lines: Omit<LineInput, 'vatRate'>[];
  /** The delivery fee, a line of its own when there is one. */
  deliveryFeeMinor?: number;
  /** What this payment took, or this refund gave back, in minor units. */
  amountMinor: number;
  /** How it was paid (`cash`, `card`, a provider's name). */
  method: string;
  /** When it was paid or refunded (ISO 8601). */
  at: string;
}

/** The `paid` event of a payment, as the payments module emits it. */
export type PaidEvent = Omit<SettlementFacts, 'kind'>;
/** The `refunded` event of a refund (or of a cancellation after payment). */
export type RefundedEvent = Omit<SettlementFacts, 'kind'>;
