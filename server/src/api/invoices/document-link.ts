import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a document's page is served (under /api). */
export const DOCUMENT_PATH = '/invoices/';
export const DOCUMENT_STYLE_PATH = '/invoices/document.css';

/**
 * Signed links to documents: a link names the document's UUID and carries an HMAC of it with
 * the site's secret, so nobody reads another's invoice by guessing a number or a UUID. A document
 * never changes, so its link never expires (a receipt is kept for years).
 */
export class DocumentLinks {
  constructor(private readonly secret: string) {}

  private sign(uuid: string): string {
    return createHmac('sha256', this.secret).update(`invoice:${uuid}`).digest('base64url');
  }

  /** `/api/invoices/<uuid>?key=<signature>`. */
  urlOf(uuid: string): string {
    return `/api${DOCUMENT_PATH}${uuid}?key=${this.sign(uuid)}`;
  }

  isGood(uuid: string, key: unknown): boolean {
    if (typeof key !== 'string' || !/^[\w-]{43}$/.test(key)) return false;
    const given = Buffer.from(key);
    const expected = Buffer.from(this.sign(uuid));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
