import { matchPage } from '@cakeshop/shared';
import type { Renderer, RenderResult } from '@cakeshop/shared/render';
import type { Request } from 'express';
import type { Logger } from 'pino';

import type { ApiFetch } from './api-transport';
import { langOf, type Lang, type PageSource, type RenderedPage } from './index-html';
import type { PageCache } from './page-cache';
import { requestIdOf } from './request-log';

export type ServedPage = { status: number; page: RenderedPage } | { status: number; redirect: string };

export interface PublicPagesOptions {
  renderer: Renderer;
  source: PageSource;
  /** How the renderer reaches /api: in-process, or the backend with its deadline. */
  api: ApiFetch;
  /** The site's public origin for absolute links (never the request's Host header). */
  siteUrl: string;
  /** A page not rendered by then goes out as the shell, rendered in the browser. */
  timeoutMs: number;
  cache: PageCache<ServedPage>;
  logger: Logger;
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
 * Public pages, rendered on the server through the micro-cache. The API (embedded, or the
 * backend with a deadline) is asked for what the page shows; when it fails or is too slow, the
 * visitor still gets the app's shell at once, with status 200 (404 for a path no page has), and
 * the browser renders the page itself. Never a 500, never a hang.
 */
export function publicPages(options: PublicPagesOptions): (req: Request) => Promise<ServedPage> {
  const { renderer, source, api, siteUrl, timeoutMs, cache, logger } = options;

  const render = async (url: string, lang: Lang, requestId: string | undefined): Promise<RenderResult> => {
    const limit = deadline(timeoutMs);
    try {
      const rendering = renderer.render({
        url,
        language: lang,
        siteUrl,
        fetch: api,
        headers: { 'Accept-Language': lang, ...(requestId ? { 'X-Request-Id': requestId } : {}) },
        signal: limit.signal,
      });
      return await Promise.race([rendering, limit.expired]);
    } catch (err) {
      return { kind: 'unrendered', reason: err instanceof Error ? err.message : String(err) };
    } finally {
      limit.cancel();
    }
  };

  const serve = async (req: Request, lang: Lang): Promise<ServedPage> => {
    const url = req.originalUrl;
    const result = await render(url, lang, requestIdOf(req));
    if (result.kind === 'redirect') return { status: result.status, redirect: result.location };
    if (result.kind === 'page') return { status: result.status, page: await source.page(lang, url, result) };
    logger.warn({ url, reason: result.reason }, 'page sent unrendered: the browser renders it');
    return { status: matchPage(req.path) ? 200 : 404, page: await source.shell(lang, 'public', url) };
  };

  return (req) => {
    const lang = langOf(req);
    return cache.get(`${lang} ${req.originalUrl}`, () => serve(req, lang));
  };
}
