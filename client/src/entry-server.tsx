import { BASKET_COOKIE } from '@cakeshop/shared/basket';
import type { Renderer, RendererOptions, RenderRequest } from '@cakeshop/shared/render';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { Providers } from './app/providers';
import { BASKET_HEADER } from './features/ordering/basket/basket-request';
import { IslandCollector, IslandContext } from './lib/islands/island';
import { createSiteRoutes } from './app/site-routes';
import { NOTICE_STATUS, NoticePage } from './features/site/notice-page';
import { createHttp } from './lib/http';
import { isHttpError } from './lib/http-error';
import { createI18n } from './lib/i18n';
import type { I18n } from './lib/i18n';
import type { Language } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { islandScript, renderIslands } from './ssr/islands';
import { checkWithSchemas } from './ssr/schema-check';
import { SPECULATION_RULES } from './ssr/speculation-rules';
import { renderToHtml, splitHoisted } from './ssr/stream-to-string';

/**
 * The public site rendered on the server: the BFF loads this module from the build
 * (shared/src/render.ts is the contract). A page is HTML that works without script; its
 * islands (the forms) are marked in it, with the one small script that hydrates them when first
 * used. The dashboard is not rendered here: it stays a browser app.
 */

/**
 * The queries that failed for another reason than an unknown item (each with its reason, for
 * the BFF's log): the page cannot be rendered whole. Null when none did.
 */
function failedQueries(queryClient: ReturnType<typeof createQueryClient>): string | null {
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey, state: { error } }) =>
      !error || (isHttpError(error) && error.status === 404)
        ? []
        : [`${JSON.stringify(queryKey)}: ${error.message}`],
    );
  return failures.length > 0 ? failures.join(' | ') : null;
}

/**
 * The request the page's routes see: a GET, or the visitor's form posted to the page; with the
 * visitor's basket only when the BFF gave it (their own page, or their form).
 */
function pageRequest({ url, siteUrl, form, language, basket, signal }: RenderRequest): Request {
  // `url` is a path: joined, not resolved, so `//host/x` stays a path on this site.
  return new Request(new URL(`${siteUrl}${url}`), {
    // The page's action reads the language it renders in from here.
    headers: {
      'Accept-Language': language,
      ...(basket === undefined ? {} : { Cookie: `${BASKET_COOKIE}=${basket}` }),
      // A multipart form's type (with its boundary) is set from the FormData itself.
      ...(typeof form === 'string' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form === undefined ? {} : { method: 'POST', body: form }),
    ...(signal ? { signal } : {}),
  });
}

export function createRenderer({ strings, manifest }: RendererOptions): Renderer {
  // One i18next instance per language, created once: rendering only reads from it.
  const i18ns = new Map<Language, Promise<I18n>>();
  const i18nFor = (language: Language) => {
    let instance = i18ns.get(language);
    if (!instance) {
      instance = createI18n(language, strings[language]);
      i18ns.set(language, instance);
    }
    return instance;
  };
  const script = islandScript(manifest);

  return {
    async render(request) {
      const { language, siteUrl, fetch, headers, signal } = request;
      const http = createHttp({ fetch, headers: headers ?? {}, check: checkWithSchemas });
      const queryClient = createQueryClient({ http, server: true });
      const handler = createStaticHandler(createSiteRoutes(queryClient, request.notFound === true));
      const context = await handler.query(pageRequest(request));
      if (context instanceof Response) {
        const basket = context.headers.get(BASKET_HEADER);
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('Location') ?? '/',
          ...(basket === null ? {} : { basket }),
        };
      }
      const failure = failedQueries(queryClient);
      if (failure) return { kind: 'unrendered', reason: failure };
      if (context.errors) return { kind: 'unrendered', reason: JSON.stringify(context.errors) };

      const router = createStaticRouter(handler.dataRoutes, context);
      const i18n = await i18nFor(language);
      const islands = new IslandCollector();
      const html = await renderToHtml(
        <Providers queryClient={queryClient} i18n={i18n} siteUrl={siteUrl}>
          <IslandContext value={islands}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </IslandContext>
        </Providers>,
        signal,
      );
      const { head, body } = splitHoisted(html);
      return {
        kind: 'page',
        status: context.statusCode,
        head: head + SPECULATION_RULES + (islands.islands.length > 0 ? script : ''),
        body: renderIslands(body, islands, i18n, language),
      };
    },

    async notice({ url, language, siteUrl, kind }) {
      const i18n = await i18nFor(language);
      const html = await renderToHtml(
        <I18nextProvider i18n={i18n}>
          <NoticePage url={url} siteUrl={siteUrl} kind={kind} />
        </I18nextProvider>,
      );
      const { head, body } = splitHoisted(html);
      return { kind: 'page', status: NOTICE_STATUS[kind], head, body };
    },
  };
}
