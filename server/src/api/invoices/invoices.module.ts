import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database, Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import type { Handlers } from '../http/handler';
import type { ReadShopSettings } from '../settings/settings.module';
import { DocumentLinks } from './document-link';
import type { InvoiceDocument } from './document-body';
import { bodyOf, DocumentsRepository } from './documents.repository';
import type { DocumentRow } from './documents.repository';
import { InvoiceJobs } from './invoice-jobs';
import { invoicesHandlers, registerDocumentRoutes } from './invoices.routes';
import { InvoicesService } from './invoices.service';
import type { PaidEvent, RefundedEvent, SettlementFacts } from './settlement';

/** A document as a request's own pages list it: which, when, and its signed link. */
export interface RequestDocument {
  number: number;
  kind: 'invoice' | 'credit_note';
  /** A plain receipt, not a tax invoice: the shop charged no tax when it was issued. */
  receipt: boolean;
  issuedAt: string;
  link: string;
}

/** A document just issued, as the request's message tells of it. */
export interface IssuedDocument extends RequestDocument {
  requestKind: string;
  requestId: number;
  regime: InvoiceDocument['regime'];
  /** What the payment took, or the refund gave back. */
  amountMinor: number;
  currency: string;
}

export interface InvoicesModule {
  handlers: Pick<Handlers, 'GetInvoices' | 'ExportInvoices' | 'GetVatSummary'>;
  /**
   * The payments module's listeners: `payments.on('paid', invoices.onPaid)` and
   * `payments.on('refunded', invoices.onRefunded)`. Each writes the settlement down and issues its
   * document (or leaves it to a retry); neither throws into the payment.
   */
  onPaid(event: PaidEvent): Promise<void>;
  onRefunded(event: RefundedEvent): Promise<void>;
  /** The same, in the payment's own transaction: the job is kept or lost with the payment. */
  enqueue(trx: Trx, facts: SettlementFacts): Promise<void>;
  /** Issues whatever is due (after a start); `everything`: all that waits (the seller's facts were saved). */
  retry(everything?: boolean): Promise<void>;
  /**
   * A request's documents with their signed links (for /track, the paid message, the inbox),
   * read through the caller's `db` (inside its transaction, another read would wait on it).
   */
  documentsOf(requestKind: string, requestId: number, db?: Kysely<DB> | Trx): Promise<RequestDocument[]>;
  /**
   * Tells of each document as it is issued, in the issuing transaction: what it writes (the
   * visitor's message with the link) is kept exactly when the document is, and written once.
   */
  onIssued(listener: (trx: Trx, hooks: TxHooks, document: IssuedDocument) => Promise<void>): void;
  /**
   * Tells, once, of a settlement whose document waits for the seller's facts, in the transaction
   * that counts its first wait: the visitor is told of their payment now, its document later.
   */
  onHeld(listener: (trx: Trx, hooks: TxHooks, facts: SettlementFacts) => Promise<void>): void;
  registerRoutes(router: Router): void;
  stop(): Promise<void>;
}

export function createInvoicesModule(deps: {
  database: Database;
  settings: ReadShopSettings;
  secret: string;
  now: () => Date;
  logger: Logger;
}): InvoicesModule {
  const { database, settings, secret, now, logger } = deps;
  const documents = new DocumentsRepository();
  const links = new DocumentLinks(secret);
  const jobs = new InvoiceJobs(database, documents, settings, logger, { now });
  const service = new InvoicesService(database.db, documents, jobs, links, settings, now);
  const settle = async (facts: SettlementFacts) => {
    try {
      await jobs.settle(facts);
    } catch (error) {
      // The job could not even be written (the database is gone): the payment stands; the
      // payments module's own outbox tells us again.
      logger.error(
        { err: error, settlementKey: facts.settlementKey },
        'a settlement could not be written down',
      );
    }
  };
  const listed = (row: DocumentRow): RequestDocument => {
    const doc = bodyOf(row);
    return {
      number: doc.number,
      kind: doc.kind,
      receipt: doc.regime === 'none',
      issuedAt: doc.issuedAt,
      link: links.urlOf(doc.uuid),
    };
  };
  return {
    handlers: invoicesHandlers(service),
    onPaid: (event) => settle({ ...event, kind: 'invoice' }),
    onRefunded: (event) => settle({ ...event, kind: 'credit_note' }),
    enqueue: (trx, facts) => jobs.enqueue(trx, facts),
    retry: (everything = false) =>
      jobs
        .run(everything)
        .catch((error: unknown) => logger.error({ err: error }, 'waiting documents were not issued')),
    onIssued: (listener) =>
      jobs.onIssued((trx, hooks, row) => {
        const doc = bodyOf(row);
        return listener(trx, hooks, {
          ...listed(row),
          requestKind: doc.requestKind,
          requestId: doc.requestId,
          regime: doc.regime,
          amountMinor: doc.payment.amountMinor,
          currency: doc.currency,
        });
      }),
    onHeld: (listener) => jobs.onHeld(listener),
    documentsOf: async (requestKind, requestId, db = database.db) =>
      (await documents.ofRequest(db, requestKind, requestId)).map(listed),
    registerRoutes: (router) => registerDocumentRoutes(router, database.db, documents, links),
    stop: () => jobs.stop(),
  };
}
