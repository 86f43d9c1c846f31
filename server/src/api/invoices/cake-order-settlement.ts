import type { Trx } from '../db/database';
import type { SettlementFacts } from './settlement';

export interface Settled {
  /** The payment's or refund's own key (`payment:42`, `refund:7`). */
  settlementKey: string;
  kind: SettlementFacts['kind'];
  /** The request paid into (an order, a booking). */
  requestId: number;
  amountMinor: number;
  method: string;
  at: string;
}

/**
 * A cake order's settlement as the invoices read it, from the order's stored lines (their names,
 * sizes, flavours, quantities and VAT-inclusive unit prices as sold), in the payment's own
 * transaction. Undefined for no such order.
 */
export async function cakeOrderSettlement(trx: Trx, settled: Settled): Promise<SettlementFacts | undefined> {
  const order = await trx
    .selectFrom('cakeOrders')
    .innerJoin('requests', 'requests.id', 'cakeOrders.id')
    .select(['cakeOrders.id', 'requests.reference', 'requests.currency'])
    .where('cakeOrders.id', '=', settled.requestId)
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await trx
    .selectFrom('orderLines')
    .select([
      'cakeNameEn',
      'cakeNameAr',
      'sizeLabelEn',
      'sizeLabelAr',
      'flavourNameEn',
      'flavourNameAr',
      'quantity',
      'unitPriceMinor',
    ])
    .where('orderId', '=', order.id)
    .orderBy('lineNo')
    .execute();
  // A delivered order's fee is a line of its own (fulfilments: its hand-over).
  const handOver = await trx
    .selectFrom('fulfilments')
    .select('feeMinor')
    .where('requestId', '=', order.id)
    .executeTakeFirst();
  const deliveryFeeMinor = Number(handOver?.feeMinor ?? 0);
  const describe = (separator: string, ...parts: (string | null)[]) =>
    parts.filter((part) => part).join(separator);
  return {
    settlementKey: settled.settlementKey,
    kind: settled.kind,
    requestKind: 'cake',
    requestId: order.id,
    reference: order.reference,
    currency: order.currency,
    lines: lines.map((line) => ({
      descriptionEn: describe(', ', line.cakeNameEn, line.sizeLabelEn, line.flavourNameEn),
      descriptionAr: describe('، ', line.cakeNameAr, line.sizeLabelAr, line.flavourNameAr),
      quantity: Number(line.quantity),
      unitGrossMinor: Number(line.unitPriceMinor),
    })),
    ...(deliveryFeeMinor > 0 ? { deliveryFeeMinor } : {}),
    amountMinor: settled.amountMinor,
    method: settled.method,
    at: settled.at,
  };
}
