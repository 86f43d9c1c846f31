import { randomUUID } from 'node:crypto';

import { decimalText, documentTotals, priceLine, wallClockAt, zatcaQrPayload } from '@cakeshop/shared';
import type { AdvanceDeducted, DocumentLine, DocumentTotals, SellerFacts, TaxRegime } from '@cakeshop/shared';

import type { SettlementFacts } from './settlement';

/** A document as issued: everything any view of it prints, kept as it was (JSON). */
export interface InvoiceDocument {
  number: number;
  uuid: string;
  kind: 'invoice' | 'credit_note';
  /** An advance payment's invoice: a later final invoice deducts it. */
  advance: boolean;
  regime: TaxRegime;
  /** ISO 8601 in UTC, to the second. */
  issuedAt: string;
  timeZone: string;
  requestKind: string;
  requestId: number;
  reference: string;
  currency: string;
  seller: SellerFacts;
  lines: DocumentLine[];
  advances: AdvanceDeducted[];
  totals: DocumentTotals;
  payment: { method: string; amountMinor: number; at: string };
  /** The invoice a credit note corrects. */
  corrects: { number: number; uuid: string; issuedAt: string } | null;
  /** ZATCA's phase-1 QR text (Saudi documents), else null. */
  qr: string | null;
  previousHash: string;
}

/** The earlier documents of the same request the new one builds on. */
export interface RequestHistory {
  /** Advance invoices not yet deducted by a final invoice. */
  openAdvances: InvoiceDocument[];
  /** The last invoice issued for the request (what a credit note corrects). */
  lastInvoice: InvoiceDocument | null;
}

export interface IssueContext {
  number: number;
  previousHash: string;
  issuedAt: Date;
  timeZone: string;
  regime: TaxRegime;
  vatRate: number;
  seller: SellerFacts;
}

const LINE_WORDS = {
  advance: (reference: string) => ({
    descriptionEn: `Advance payment for ${reference}`,
    descriptionAr: `دفعة مقدمة عن الطلب ${reference}`,
  }),
  refund: (number: number) => ({
    descriptionEn: `Refund against invoice ${number}`,
    descriptionAr: `استرداد عن الفاتورة ${number}`,
  }),
  delivery: { descriptionEn: 'Delivery', descriptionAr: 'التوصيل' },
};

/** The month the document counts in for the VAT summary: YYYY-MM on the site's clock. */
export function monthOf(issuedAt: Date, timeZone: string): string {
  const { year, month } = wallClockAt(issuedAt, timeZone);
  return `${year}-${String(month).padStart(2, '0')}`;
}

function linesOf(facts: SettlementFacts, history: RequestHistory, vatRate: number) {
  if (facts.kind === 'credit_note') {
    const rate = history.lastInvoice?.lines[0]?.vatRate ?? vatRate;
    const words = LINE_WORDS.refund(history.lastInvoice?.number ?? 0);
    return {
      advance: false,
      lines: [priceLine({ ...words, quantity: 1, unitGrossMinor: facts.amountMinor, vatRate: rate })],
      advances: [],
    };
  }
  const supply = [
    ...facts.lines.map((line) => priceLine({ ...line, vatRate })),
    ...(facts.deliveryFeeMinor
      ? [priceLine({ ...LINE_WORDS.delivery, quantity: 1, unitGrossMinor: facts.deliveryFeeMinor, vatRate })]
      : []),
  ];
  const supplyGross = supply.reduce((sum, line) => sum + line.grossMinor, 0);
  const advancedGross = history.openAdvances.reduce((sum, doc) => sum + doc.totals.due.grossMinor, 0);
  if (advancedGross + facts.amountMinor < supplyGross) {
    const words = LINE_WORDS.advance(facts.reference);
    return {
      advance: true,
      lines: [priceLine({ ...words, quantity: 1, unitGrossMinor: facts.amountMinor, vatRate })],
      advances: [],
    };
  }
  // The final invoice: the whole supply, less each advance invoice (ZATCA's prepayment rule).
  const advances: AdvanceDeducted[] = history.openAdvances.flatMap((doc) =>
    doc.lines.map((line) => ({
      number: doc.number,
      uuid: doc.uuid,
      issuedAt: doc.issuedAt,
      vatRate: line.vatRate,
      netMinor: line.netMinor,
      vatMinor: line.vatMinor,
      grossMinor: line.grossMinor,
    })),
  );
  return { advance: false, lines: supply, advances };
}

/** The document a settlement gets, from its facts, the request's earlier documents and the shop. */
export function buildDocument(
  facts: SettlementFacts,
  history: RequestHistory,
  context: IssueContext,
): InvoiceDocument {
  const { advance, lines, advances } = linesOf(facts, history, context.vatRate);
  const totals = documentTotals(lines, advances);
  const issuedAt = new Date(Math.floor(context.issuedAt.getTime() / 1000) * 1000)
    .toISOString()
    .replace('.000Z', 'Z');
  const qr =
    context.regime === 'sa'
      ? zatcaQrPayload({
          sellerName: context.seller.legalNameAr,
          vatNumber: context.seller.vatNumber,
          timestamp: issuedAt,
          totalWithVat: decimalText(totals.due.grossMinor, facts.currency),
          vatTotal: decimalText(totals.due.vatMinor, facts.currency),
        })
      : null;
  const corrected = facts.kind === 'credit_note' ? history.lastInvoice : null;
  return {
    number: context.number,
    uuid: randomUUID(),
    kind: facts.kind,
    advance,
    regime: context.regime,
    issuedAt,
    timeZone: context.timeZone,
    requestKind: facts.requestKind,
    requestId: facts.requestId,
    reference: facts.reference,
    currency: facts.currency,
    seller: context.seller,
    lines,
    advances,
    totals,
    payment: { method: facts.method, amountMinor: facts.amountMinor, at: facts.at },
    corrects: corrected
      ? { number: corrected.number, uuid: corrected.uuid, issuedAt: corrected.issuedAt }
      : null,
    qr,
    previousHash: context.previousHash,
  };
}
