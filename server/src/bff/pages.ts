import { areaOf, matchPage, PREVIEW_PARAM } from '@cakeshop/shared';
import express from 'express';
import type { Request, RequestHandler, Response, Router } from 'express';

import { basketCountOf, setBasketCookie } from './basket-cookie';
import { issueCsrfToken } from './csrf';
import { pageForms } from './page-forms';
import { langOf, type Coding, type PageSource, type RenderedPage } from './index-html';
import { fillSlots, type VisitorSlots } from './page-slots';
import type { PublicPages, ServedPage } from './public-pages';
import { acceptsEncoding } from './static-files';

const LANG_COOKIE = 'lang';
/** The outage page (503): when to try again (a crawler's cue too); the page is not cached meanwhile. */
export const UNAVAILABLE_RETRY_SECONDS = 30;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const isPublic = (req: Request) => areaOf(req.path) === 'public';

const acceptsHtml = (req: Request) => req.accepts('html') !== false;

/**
 * Pages: any GET that accepts HTML and reached this point (not /api, not a file of the build).
 * A public path gets its page rendered on the server; the admin areas get the browser app's
 * shell. A path no page matches answers 404, with the site's or the dashboard's not-found
 * page, so crawlers see the truth. Anything else sent to a page is a public page's own form
 * (JavaScript off), or 405 (page-forms.ts).
 */
export function pageRoutes(source: PageSource, publicPages?: PublicPages): Router {
  const router = express.Router();
  const shell = async (req: Request): Promise<ServedPage> => ({
    status: matchPage(req.path) ? 200 : 404,
    page: await source.shell(langOf(req), req.originalUrl),
  });
  const send = (served: ServedPage, req: Request, res: Response) => sendServed(served, req, res);

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsHtml(req)) return next();
    try {
      if (isPublic(req) && publicPages && PREVIEW_PARAM in req.query)
        await sendPreview(publicPages, req, res);
      else
        await send(isPublic(req) && publicPages ? await publicPages.page(req) : await shell(req), req, res);
    } catch (err) {
      next(err);
    }
  });

  router.use(pageForms(publicPages, send));
  return router;
}

/**
 * A draft's preview (a signed link): kept by no cache and indexed by no search engine; a link the
 * API does not vouch for is the site's not-found page, which says nothing of why.
 */
async function sendPreview(publicPages: PublicPages, req: Request, res: Response): Promise<void> {
  const served = await publicPages.preview(req);
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  await sendServed(served, req, res, 'no-store');
}

async function sendServed(
  served: ServedPage,
  req: Request,
  res: Response,
  // private: the response sets a per-visitor token cookie, so no shared cache may keep it.
  cacheControl = 'private, no-cache',
): Promise<void> {
  // A shared link's `?lang=` is the visitor's choice from then on, as the switch's links mean it.
  const wanted: unknown = req.query['lang'];
  if (wanted === 'ar' || wanted === 'en')
    res.cookie(LANG_COOKIE, wanted, { sameSite: 'lax', path: '/', maxAge: ONE_YEAR_MS, secure: req.secure });
  if ('redirect' in served) {
    if (served.basket !== undefined) setBasketCookie(req, res, served.basket);
    res.redirect(served.status, served.redirect);
    return;
  }
  const token = await issueCsrfToken(req, res);
  res.status(served.status);
  if (served.status === 503) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
  res.setHeader('Cache-Control', cacheControl);
  // The language comes from ?lang=, the lang cookie or, without either, Accept-Language.
  res.vary('Cookie');
  res.vary('Accept-Language');
  res.type('html');
  const visitor = { csrfToken: token, basketCount: basketCountOf(req), lang: langOf(req) };
  sendPage(served.page, visitor, req.headers['accept-encoding'], res);
}

function codingFor(page: RenderedPage, acceptEncoding: string | undefined): Coding | undefined {
  if (!page.encoded) return undefined;
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  return acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : undefined;
}

/**
 * The prepared brotli or gzip body when the client takes it; a page with slots (a form's, or the
 * count of a basket that is not empty) is filled for this visitor and sent as is.
 */
function sendPage(
  page: RenderedPage,
  visitor: VisitorSlots,
  acceptEncoding: string | undefined,
  res: Response,
): void {
  if (page.slots) {
    res.send(fillSlots(page.html, visitor));
    return;
  }
  if (page.template && visitor.basketCount > 0) {
    res.send(fillSlots(page.template, visitor));
    return;
  }
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
