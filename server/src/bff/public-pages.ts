import { contentPreview, endpoints, matchPage, PREVIEW_PARAM } from '@cakeshop/shared';
import type { NoticeRequest, Renderer, RenderResult } from '@cakeshop/shared/render';
import type { Request } from 'express';
import type { Logger } from 'pino';

import type { ApiFetch } from './api-transport';
import { basketCookieOf } from './basket-cookie';
import { langOf, type Lang, type PageSource, type RenderedPage } from './index-html';
import type { PageCache } from './page-cache';
import { previewFetch } from './preview-overlay';
import { requestIdOf } from './request-log';

export type ServedPage =
  /** `transient`: a notice in place of the page (the API failed), never kept in the cache. */
  | { status: number; page: RenderedPage; transient?: true }
  /** `basket`: the visitor's basket from now on, when the form changed it. */
  | { status: number; redirect: string; basket?: string };

export interface PublicPagesOptions {
  renderer: Renderer;
  source: PageSource;
  /** How the renderer reaches /api: in-process, or the backend with its deadline. */
  api: ApiFetch;
  /** The site's public origin for absolute links (never the request's Host header). */
  siteUrl: string;
  /** A page not rendered by then is answered with the unavailable notice (503). */
  timeoutMs: number;
  cache: PageCache<ServedPage>;
  logger: Logger;
}

export interface PublicPages {
  /** A GET of a public page, through the micro-cache (a page for one visitor, the basket, around it). */
  page(req: Request): Promise<ServedPage>;
  /** A visitor's form posted to a public page (never cached): a redirect, or the page to fix. */
  submit(req: Request, form: string | FormData): Promise<ServedPage>;
  /** The site's frame with one message (an expired form). */
  notice(req: Request, kind: NoticeRequest['kind']): Promise<ServedPage>;
  /**
   * A page with a draft in place of its record, for a signed preview link (`?preview=`): never
   * cached. A link the API does not vouch for (forged, expired, gone) gets the site's not-found
   * page, 404, in the visitor's language, as an unknown page does.
   */
  preview(req: Request): Promise<ServedPage>;
}

/**
 * The page a request names, as a path and query on this site: a request target in absolute form
 * (`GET http://host/cakes`) names its path; any other target is taken as it came (`//x/cakes`
 * is a path here, a 404, never another host).
 */
function pageUrl(req: Request): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(req.originalUrl)) return req.originalUrl;
  const url = new URL(req.originalUrl);
  return `${url.pathname}${url.search}`;
}

function deadline(timeoutMs: number): {
  signal: AbortSignal;
  expired: Promise<RenderResult>;
  cancel(): void;
} {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<RenderResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`not rendered within ${timeoutMs} ms`));
      resolve({ kind: 'unrendered', reason: `not rendered within ${timeoutMs} ms` });
    }, timeoutMs);
  });
  return { signal: controller.signal, expired, cancel: () => clearTimeout(timer) };
}

/**
 * Public pages, rendered on the server. The API (embedded, or the backend with a deadline) is
 * asked for what the page shows; when it fails or is too slow, the visitor gets the site's frame
 * with a "try again" notice at once (503, not kept). Never a 500, never a hang. A posted form
 * goes to the page's action, which answers with a redirect or the page to fix.
 */
export function publicPages(options: PublicPagesOptions): PublicPages {
  const { renderer, source, api, siteUrl, timeoutMs, cache, logger } = options;

  /**
   * `ownBasket`: the answer is this visitor's alone (never cached), so the renderer may read their
   * basket. `notFound`: the site's not-found page at this address.
   */
  const render = async (
    req: Request,
    lang: Lang,
    ownBasket: boolean,
    form?: string | FormData,
    fetch = api,
    notFound = false,
  ): Promise<RenderResult> => {
    const basket = ownBasket ? basketCookieOf(req) : undefined;
    const limit = deadline(timeoutMs);
    const requestId = requestIdOf(req);
    try {
      const rendering = renderer.render({
        url: pageUrl(req),
        language: lang,
        siteUrl,
        fetch,
        headers: {
          'Accept-Language': lang,
          // The visitor's address, as this server judged it (TRUST_PROXY): the API limits requests per address.
          'X-Forwarded-For': req.ip ?? '',
          ...(requestId ? { 'X-Request-Id': requestId } : {}),
        },
        signal: limit.signal,
        ...(form === undefined ? {} : { form }),
        ...(basket === undefined ? {} : { basket }),
        ...(notFound ? { notFound } : {}),
      });
      return await Promise.race([rendering, limit.expired]);
    } catch (err) {
      return { kind: 'unrendered', reason: err instanceof Error ? err.message : String(err) };
    } finally {
      limit.cancel();
    }
  };

  const notice = async (req: Request, kind: NoticeRequest['kind']): Promise<ServedPage> => {
    const lang = langOf(req);
    const result = await renderer.notice({ url: pageUrl(req), language: lang, siteUrl, kind });
    // A path no page has is still not found, whatever the API's state (crawlers see the truth).
    const status = kind === 'unavailable' && !matchPage(req.path) ? 404 : result.status;
    return { status, page: await source.page(lang, req.originalUrl, result), transient: true };
  };

  const serve = async (
    req: Request,
    ownBasket: boolean,
    form?: string | FormData,
    fetch = api,
    notFound = false,
  ): Promise<ServedPage> => {
    const lang = langOf(req);
    const result = await render(req, lang, ownBasket, form, fetch, notFound);
    if (result.kind === 'redirect')
      return {
        status: result.status,
        redirect: result.location,
        ...(result.basket === undefined ? {} : { basket: result.basket }),
      };
    if (result.kind === 'page')
      return { status: result.status, page: await source.page(lang, req.originalUrl, result) };
    logger.warn(
      { url: req.originalUrl, reason: result.reason },
      'page not rendered: the visitor is asked to try again',
    );
    return notice(req, 'unavailable');
  };

  return {
    page: (req) =>
      // A visitor's own page (their basket) is rendered for them alone, never shared or kept.
      matchPage(req.path)?.route.perVisitor
        ? serve(req, true)
        : // A page the API could not give is not kept: the next visitor asks again.
          cache.get(
            `${langOf(req)} ${req.originalUrl}`,
            () => serve(req, false),
            (served) => served.status !== 503,
          ),
    // A posted form is never cached: its action may read and change the visitor's basket.
    submit: (req, form) => serve(req, true, form),
    notice,
    preview: async (req) => {
      // Rendered for this visitor alone (never cached), so their basket is theirs to see.
      const refused = () => serve(req, true, undefined, api, true);
      const token: unknown = req.query[PREVIEW_PARAM];
      if (typeof token !== 'string') return refused();
      const asked = await api(`${endpoints.GetPreview.path}?token=${encodeURIComponent(token)}`, {
        headers: { 'Accept-Language': langOf(req) },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch(() => null);
      if (asked?.status !== 200) return refused();
      const preview = contentPreview.safeParse(await asked.json().catch(() => null));
      return preview.success ? serve(req, true, undefined, previewFetch(api, preview.data)) : refused();
    },
  };
}
