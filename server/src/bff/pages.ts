import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';

import { areaOf, matchPage, PREVIEW_PARAM } from '@cakeshop/shared';
import {
  DEFAULT_MAX_UPLOAD_MB,
  MAX_CUSTOM_CAKE_PICTURES,
  megabytesToBytes,
  PICTURES_FIELD,
} from '@cakeshop/shared/media';
import express from 'express';
import type { Request, RequestHandler, Response, Router } from 'express';
import multer from 'multer';

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

/**
 * A form's text must be UTF-8, raw or percent-encoded (`%ED%A0%80` is half a surrogate pair):
 * decodeURIComponent refuses what the form parser would turn into U+FFFD and store. 400.
 */
function refuseInvalidText(_req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  const refused = () => Object.assign(new Error('The form is not UTF-8 text'), { status: 400 });
  if (!isUtf8(bytes)) throw refused();
  try {
    for (const part of bytes.toString('utf8').split(/[&=]/)) decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw refused();
  }
}
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
      if (isPublic(req) && publicPages && PREVIEW_PARAM in req.query)
        await sendPreview(publicPages, req, res);
      else
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
      express.urlencoded({
        extended: false,
        limit: FORM_LIMIT,
        parameterLimit: 50,
        verify: refuseInvalidText,
      }),
      picturesForm,
      requireFormToken(expired),
      async (req, res, next) => {
        try {
          const form = Array.isArray(req.files)
            ? multipartForm(req.body as Record<string, string>, req.files)
            : new URLSearchParams(req.body as Record<string, string>).toString();
          await send(await publicPages.submit(req, form), req, res);
        } catch (err) {
          next(err);
        }
      },
    );
  }
  return router;
}

/**
 * A form that takes pictures (a custom cake) posts multipart: its fields and files are read here,
 * one picture more than the API takes (so the API, not this reader, says how many it takes) and
 * each within the API's default size; anything larger is refused here with 413.
 */
const readPictures = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: megabytesToBytes(DEFAULT_MAX_UPLOAD_MB),
    files: MAX_CUSTOM_CAKE_PICTURES + 1,
    fields: 40,
    fieldSize: 64 * 1024,
  },
}).array(PICTURES_FIELD, MAX_CUSTOM_CAKE_PICTURES + 1);

const picturesForm: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  readPictures(req, res, (error: unknown) => {
    if (error) res.status(413).type('text/plain').send('The form or one of its pictures is too large');
    else next();
  });
};

/** The posted fields and pictures as the page's action reads them. */
function multipartForm(fields: Record<string, string>, files: Express.Multer.File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(PICTURES_FIELD, new File([file.buffer], file.originalname, { type: file.mimetype }));
  return form;
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
  res.setHeader('Cache-Control', cacheControl);
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
