import type { Router } from 'express';

import { ApiError } from '../errors';
import type { Handlers } from '../http/handler';
import type { Language } from '../outbox/wording';
import type { DocumentLinks } from './document-link';
import { DOCUMENT_PATH, DOCUMENT_STYLE_PATH } from './document-link';
import { renderDocumentPage } from './document-page';
import type { Paper } from './document-page';
import { DOCUMENT_STYLE } from './document-style';
import type { DocumentsRepository } from './documents.repository';
import { bodyOf } from './documents.repository';
import type { InvoicesService } from './invoices.service';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function invoicesHandlers(
  invoices: InvoicesService,
): Pick<Handlers, 'GetInvoices' | 'ExportInvoices' | 'GetVatSummary'> {
  return {
    GetInvoices: ({ query }) => invoices.list(query),
    ExportInvoices: ({ query }) => invoices.csv(query),
    GetVatSummary: ({ query }) => invoices.vatSummary(query),
  };
}

/**
 * A document's printable page, `GET /invoices/<uuid>?key=<signature>[&lang=ar|en][&paper=a4|80mm]`,
 * and its style sheet. A link with a wrong or altered key, or for no document, is a 404 (the
 * same answer, so a guess learns nothing). Arabic unless the link asks for English.
 */
export function registerDocumentRoutes(
  router: Router,
  db: Kysely<DB>,
  documents: DocumentsRepository,
  links: DocumentLinks,
): void {
  router.get(DOCUMENT_STYLE_PATH, (_req, res) => {
    res.type('text/css; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(DOCUMENT_STYLE);
  });
  router.get(`${DOCUMENT_PATH}:uuid`, async (req, res, next) => {
    try {
      const uuid = req.params.uuid;
      if (!UUID.test(uuid) || !links.isGood(uuid, req.query.key)) throw ApiError.notFound('No such document');
      const row = await documents.byUuid(db, uuid);
      if (!row) throw ApiError.notFound('No such document');
      const language: Language = req.query.lang === 'en' ? 'en' : 'ar';
      const paper: Paper = req.query.paper === '80mm' ? '80mm' : 'a4';
      res
        .type('text/html; charset=utf-8')
        .set({
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex',
          'Referrer-Policy': 'no-referrer',
        })
        .send(await renderDocumentPage(bodyOf(row), language, paper));
    } catch (error) {
      next(error);
    }
  });
}
