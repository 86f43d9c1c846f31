import { missingSellerFacts } from '@cakeshop/shared';
import type { ShopSettings } from '@cakeshop/shared';

import type { Trx } from '../db/database';
import { buildDocument, monthOf } from './document-body';
import type { DocumentRow, DocumentsRepository } from './documents.repository';
import type { SettlementFacts } from './settlement';

/** The shop's seller facts are incomplete for its tax regime: no tax document until they are. */
export class SellerIncomplete extends Error {
  static readonly PREFIX = "The seller's facts are incomplete";
  constructor(readonly missing: string[]) {
    super(`${SellerIncomplete.PREFIX}: ${missing.join(', ')}`);
    this.name = 'SellerIncomplete';
  }
}

/** A credit note needs the invoice it corrects; the request has none yet. */
export class NothingToCorrect extends Error {
  static readonly PREFIX = 'No invoice to correct';
  constructor(reference: string) {
    super(`${NothingToCorrect.PREFIX}: ${reference} has no invoice for a credit note to correct`);
    this.name = 'NothingToCorrect';
  }
}

/**
 * Issues the document a settlement gets, in the caller's transaction: the next number of the
 * site's sequence, the previous document's hash, the lines, totals and QR. A settlement already
 * issued answers its document again (one document per settlement). Rolled back with the caller:
 * then no number was used.
 */
export async function issueForSettlement(
  trx: Trx,
  documents: DocumentsRepository,
  facts: SettlementFacts,
  shop: ShopSettings,
  now: Date,
): Promise<DocumentRow> {
  const issued = await documents.bySettlement(trx, facts.settlementKey);
  if (issued) return issued;
  const missing = missingSellerFacts(shop.taxRegime, shop.seller);
  if (missing.length > 0) throw new SellerIncomplete(missing);
  const history = await documents.history(trx, facts.requestKind, facts.requestId);
  if (facts.kind === 'credit_note' && !history.lastInvoice) throw new NothingToCorrect(facts.reference);
  const number = await documents.nextNumber(trx);
  const document = buildDocument(facts, history, {
    number,
    previousHash: await documents.lastHash(trx),
    issuedAt: now,
    timeZone: shop.timeZone,
    regime: shop.taxRegime,
    // A plain receipt states no tax: its lines carry no VAT whatever the prices include.
    vatRate: shop.taxRegime === 'none' ? 0 : shop.vatRate,
    seller: shop.seller,
  });
  return documents.add(trx, document, monthOf(now, shop.timeZone), facts.settlementKey);
}
