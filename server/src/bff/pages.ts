import type { RequestHandler } from 'express';

import { issueCsrfToken } from './csrf';
import { langOf, type PageSource } from './index-html';
import { pageFor } from './styles';

/**
 * History fallback: any GET that accepts HTML and reached this point (not /api, not a file of
 * the build) gets the app. A path no page matches still gets the app, with status 404, so the
 * client shows its not-found screen and crawlers see the truth.
 */
export function pageHandler(source: PageSource): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) {
      next();
      return;
    }
    try {
      const { found, area } = pageFor(req.path);
      const { html, etag } = await source.page(langOf(req), area, req.originalUrl);
      await issueCsrfToken(req, res);
      res.status(found ? 200 : 404);
      // private: the response sets a per-visitor token cookie, so no shared cache may keep it.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('ETag', etag);
      res.vary('Cookie');
      res.type('html').send(html);
    } catch (err) {
      next(err);
    }
  };
}

/** Whatever is left: not a page, not a file. */
export function notFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  };
}
