import { areaOf, matchPage } from '@cakeshop/shared';
import express from 'express';
import type { Request, RequestHandler, Response, Router } from 'express';

import { basketCountOf, setBasketCookie } from './basket-cookie';
import { issueCsrfToken, requireFormToken } from './csrf';
import { langOf, type Coding, type PageSource, type RenderedPage } from './index-html';
import { fillSlots, type VisitorSlots } from './page-slots';
import type { PublicPages, ServedPage } from './public-pages';
import { acceptsEncoding } from './static-files';

/** A visitor's form is a few short fields; anything larger is not one of ours. */
const FORM_LIMIT = '64kb';
const LANG_COOKIE = 'lang';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const isPublic = (req: Request) => areaOf(req.path) === 'public';
const acceptsHtml = (req: Request) => req.accepts('html') !== false;

/**
 * Pages: any GET that accepts HTML and reached this point (not /api, not a file of the build).
 * A public path gets its page rendered on the server; the admin areas get the browser app's
 * shell. A path no page matches answers 404, with the site's or the dashboard's not-found
 * page, so crawlers see the truth. A public page's own form posts here too (JavaScript off):
 * its token is checked, then the page's action answers with a redirect or the page to fix.
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
      await send(isPublic(req) && publicPages ? await publicPages.page(req) : await shell(req), req, res);
    } catch (err) {
      next(err);
    }
  });

  if (publicPages) {
    const expired: RequestHandler = async (req, res, next) => {
      try {
        await send(await publicPages.notice(req, 'expired'), req, res);
      } catch (err) {
        next(err);
      }
    };
    router.use(
      (req, _res, next) => (req.method === 'POST' && isPublic(req) ? next() : next('router')),
      express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 50 }),
      requireFormToken(expired),
      async (req, res, next) => {
        try {
          const form = new URLSearchParams(req.body as Record<string, string>).toString();
          await send(await publicPages.submit(req, form), req, res);
        } catch (err) {
          next(err);
        }
      },
    );
  }
  return router;
}

async function sendServed(served: ServedPage, req: Request, res: Response): Promise<void> {
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
  // private: the response sets a per-visitor token cookie, so no shared cache may keep it.
  res.setHeader('Cache-Control', 'private, no-cache');
  res.vary('Cookie');
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
