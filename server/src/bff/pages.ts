import { areaOf, matchPage } from '@cakeshop/shared';
import type { Request, RequestHandler, Response } from 'express';

import { issueCsrfToken } from './csrf';
import { langOf, type Coding, type PageSource, type RenderedPage } from './index-html';
import type { ServedPage } from './public-pages';
import { acceptsEncoding } from './static-files';

/**
 * Any GET that accepts HTML and reached this point (not /api, not a file of the build): a public
 * path gets its page rendered on the server (`publicPage`); the admin areas get the app's shell
 * and render in the browser. A path no page matches answers 404, with the site's or the
 * dashboard's not-found page, so crawlers see the truth.
 */
export function pageHandler(
  source: PageSource,
  publicPage?: (req: Request) => Promise<ServedPage>,
): RequestHandler {
  const shell = async (req: Request): Promise<ServedPage> => ({
    status: matchPage(req.path) ? 200 : 404,
    page: await source.shell(langOf(req), areaOf(req.path), req.originalUrl),
  });
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) {
      next();
      return;
    }
    try {
      const served = areaOf(req.path) === 'public' && publicPage ? await publicPage(req) : await shell(req);
      if ('redirect' in served) {
        res.redirect(served.status, served.redirect);
        return;
      }
      await issueCsrfToken(req, res);
      res.status(served.status);
      // private: the response sets a per-visitor token cookie, so no shared cache may keep it.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.vary('Cookie');
      res.type('html');
      sendPage(served.page, req.headers['accept-encoding'], res);
    } catch (err) {
      next(err);
    }
  };
}

function codingFor(page: RenderedPage, acceptEncoding: string | undefined): Coding | undefined {
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
  res.send(page.encoded(coding));
}

/** Whatever is left: not a page, not a file. */
export function notFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  };
}
