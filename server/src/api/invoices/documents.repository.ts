import { createHash } from 'node:crypto';

import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, InvoiceDocumentsTable } from '../db/schema';
import type { InvoiceDocument, RequestHistory } from './document-body';

export type DocumentRow = Selectable<InvoiceDocumentsTable>;

/** The chain's link: SHA-256 (base64) over the previous document's hash and this one's body. */
export const hashOf = (previousHash: string, body: string) =>
  createHash('sha256').update(previousHash).update('\n').update(body).digest('base64');

export const bodyOf = (row: Pick<DocumentRow, 'body'>) => JSON.parse(row.body) as InvoiceDocument;

/**
 * The issued documents and the site's counter: the only SQL of the invoices. Documents are only
 * ever inserted (the database refuses an update).
 */
export class DocumentsRepository {
  /**
   * The next number of the site's sequence: the counter row bumped in the caller's transaction.
   * The row stays locked until it ends (PostgreSQL; SQLite has one writer), so two issues never
   * read the same value, and a rollback takes the number back: the next issue gets it.
   */
  async nextNumber(trx: Trx): Promise<number> {
    const row = await trx
      .updateTable('invoiceCounter')
      .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
      .where('id', '=', 1)
      .returning('lastNumber')
      .executeTakeFirstOrThrow();
    return Number(row.lastNumber);
  }

  async lastHash(trx: Trx): Promise<string> {
    const row = await trx
      .selectFrom('invoiceDocuments')
      .select('hash')
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.hash ?? '';
  }

  async add(
    trx: Trx,
    document: InvoiceDocument,
    issuedMonth: string,
    settlementKey: string,
  ): Promise<DocumentRow> {
    const body = JSON.stringify(document);
    return trx
      .insertInto('invoiceDocuments')
      .values({
        number: document.number,
        uuid: document.uuid,
        kind: document.kind,
        regime: document.regime,
        requestKind: document.requestKind,
        requestId: document.requestId,
        settlementKey,
        issuedAt: document.issuedAt,
        issuedMonth,
        currency: document.currency,
        netMinor: document.totals.due.netMinor,
        vatMinor: document.totals.due.vatMinor,
        grossMinor: document.totals.due.grossMinor,
        body,
        previousHash: document.previousHash,
        hash: hashOf(document.previousHash, body),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  bySettlement(db: Kysely<DB> | Trx, settlementKey: string): Promise<DocumentRow | undefined> {
    return db
      .selectFrom('invoiceDocuments')
      .selectAll()
      .where('settlementKey', '=', settlementKey)
      .executeTakeFirst();
  }

  byUuid(db: Kysely<DB> | Trx, uuid: string): Promise<DocumentRow | undefined> {
    return db.selectFrom('invoiceDocuments').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  ofRequest(db: Kysely<DB> | Trx, requestKind: string, requestId: number): Promise<DocumentRow[]> {
    return db
      .selectFrom('invoiceDocuments')
      .selectAll()
      .where('requestKind', '=', requestKind)
      .where('requestId', '=', requestId)
      .orderBy('number')
      .execute();
  }

  /** The request's documents as the next one builds on them. */
  async history(trx: Trx, requestKind: string, requestId: number): Promise<RequestHistory> {
    let openAdvances: InvoiceDocument[] = [];
    let lastInvoice: InvoiceDocument | null = null;
    for (const row of await this.ofRequest(trx, requestKind, requestId)) {
      const doc = bodyOf(row);
      if (doc.kind === 'invoice') {
        lastInvoice = doc;
        openAdvances = doc.advance ? [...openAdvances, doc] : [];
      } else if (doc.corrects) {
        const corrected = doc.corrects.uuid;
        openAdvances = openAdvances.filter((advance) => advance.uuid !== corrected);
      }
    }
    return { openAdvances, lastInvoice };
  }

  /** Documents issued from `from` to `to` (YYYY-MM, both included), by number. */
  inMonths(db: Kysely<DB>, from: string, to: string): Promise<DocumentRow[]> {
    return db
      .selectFrom('invoiceDocuments')
      .selectAll()
      .where('issuedMonth', '>=', from)
      .where('issuedMonth', '<=', to)
      .orderBy('number')
      .execute();
  }
}
