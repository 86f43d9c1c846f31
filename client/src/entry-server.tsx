import type { Renderer, RendererOptions } from '@cakeshop/shared/render';
import type { I18n } from './lib/i18n';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { Providers } from './app/providers';
import { dehydrateForPage } from './app/query-state';
import { serializeState, type RenderedState } from './app/rendered-state';
import { createRoutes } from './app/router';
import { createHttp } from './lib/http';
import { isHttpError } from './lib/http-error';
import { createI18n } from './lib/i18n';
import type { Language } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { isRouteHandle } from './lib/route-handle';
import { modulePreloads } from './ssr/module-preloads';
import { checkWithSchemas } from './ssr/schema-check';
import { renderToHtml, splitHoisted } from './ssr/stream-to-string';

/**
 * The public site rendered on the server: the BFF loads this module from the build
 * (shared/src/render.ts is the contract). The dashboard is not rendered here: it stays a
 * browser app.
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
  const preloadsFor = modulePreloads(manifest);

  return {
    async render({ url, language, siteUrl, fetch, headers, signal }) {
      const http = createHttp({ fetch, headers: headers ?? {}, check: checkWithSchemas });
      const queryClient = createQueryClient({ http, server: true });
      const handler = createStaticHandler(createRoutes(queryClient));
      // `url` is a path: joined, not resolved, so `//host/x` stays a path on this site.
      const context = await handler.query(new Request(new URL(`${siteUrl}${url}`), signal ? { signal } : {}));
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
      }
      const failure = failedQueries(queryClient);
      if (failure) return { kind: 'unrendered', reason: failure };
      if (context.errors) return { kind: 'unrendered', reason: JSON.stringify(context.errors) };

      const router = createStaticRouter(handler.dataRoutes, context);
      const i18n = await i18nFor(language);
      const html = await renderToHtml(
        <Providers queryClient={queryClient} i18n={i18n} siteUrl={siteUrl}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>,
        signal,
      );
      const { head, body } = splitHoisted(html);
      const modules = context.matches.flatMap(({ route }) =>
        isRouteHandle(route.handle) && route.handle.module ? [route.handle.module] : [],
      );
      const state: RenderedState = {
        language,
        siteUrl,
        strings: strings[language],
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        queries: dehydrateForPage(queryClient),
      };
      return {
        kind: 'page',
        status: context.statusCode,
        head: head + preloadsFor(modules),
        body,
        state: serializeState(state),
      };
    },
  };
}
