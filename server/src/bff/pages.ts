import type { RequestHandler, Response } from 'express';

import { issueCsrfToken } from './csrf';
import { langOf, type PageSource, type RenderedPage } from './index-html';
import { NO_HINTS, type PageHintsLookup } from './page-hints';
import { acceptsEncoding } from './static-files';
import { pageFor } from './styles';

/**
 * History fallback: any GET that accepts HTML and reached this point (not /api, not a file of
 * the build) gets the app. A path no page matches still gets the app, with status 404, so the
 * client shows its not-found screen and crawlers see the truth.
 */
export function pageHandler(
  source: PageSource,
  /**
   * What the API says about the page: whether its content exists (an unknown cake id: 404 too)
   * and what the browser should fetch early.
   */
  hintsFor: PageHintsLookup = () => Promise.resolve(NO_HINTS),
): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) {
      next();
      return;
    }
    try {
      const { found: matched, area } = pageFor(req.path);
      const hints = matched ? await hintsFor(req) : NO_HINTS;
      const found = matched && !hints.missing;
      const page = await source.page(langOf(req), area, req.originalUrl, hints.head);
      await issueCsrfToken(req, res);
      res.status(found ? 200 : 404);
      // private: the response sets a per-visitor token cookie, so no shared cache may keep it.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.vary('Cookie');
      res.type('html');
      sendPage(page, req.headers['accept-encoding'], res);
    } catch (err) {
      next(err);
    }
  };
}

function codingFor(page: RenderedPage, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!page.encoded) return undefined;
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  return acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : undefined;
}

/** The prepared brotli or gzip body when the client takes it; else compression decides. */
function sendPage(page: RenderedPage, acceptEncoding: string | undefined, res: Response): void {
  const coding = codingFor(page, acceptEncoding);
  if (!page.encoded || !coding) {
    res.setHeader('ETag', page.etag);
    res.send(page.html);
    return;
  }
  res.vary('Accept-Encoding');
  res.setHeader('Content-Encoding', coding);
  // Each representation has its own strong ETag (RFC 9110 §8.8.3).
  res.setHeader('ETag', `${page.etag.slice(0, -1)}-${coding}"`);
  res.send(page.encoded[coding]);
}

/** Whatever is left: not a page, not a file. */
export function notFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  };
}
