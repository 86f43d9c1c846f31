import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';

import type { Renderer, RendererModule } from '@cakeshop/shared/render';
import type { RequestHandler } from 'express';

import { transformedPageSource, type PageSource } from './index-html';
import { AREA_STYLESHEETS, AREAS } from './styles';

export interface DevClient {
  middleware: RequestHandler;
  pages: PageSource;
  renderer: Renderer;
  close: () => Promise<void>;
}

/**
 * `pnpm dev` only: Vite in middleware mode inside the BFF, so the app, its hot reload
 * (WebSocket on the same HTTP server) and /api share one origin, exactly as in production.
 * Vite is imported here, lazily, so the production bundle never loads it.
 */
export async function createDevClient(clientRoot: string, httpServer: Server): Promise<DevClient> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: clientRoot,
    appType: 'custom', // the BFF owns the HTML fallback (lang, dir, area sheet, token cookie)
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const indexPath = join(clientRoot, 'index.html');
  const viteMiddleware = vite.middlewares as unknown as RequestHandler;
  const strings = async (lang: 'en' | 'ar') =>
    JSON.parse(await readFile(join(clientRoot, '..', 'shared', 'i18n', `${lang}.json`), 'utf8')) as never;
  const freshRenderer = async () => {
    const module = (await vite.ssrLoadModule('/src/entry-server.tsx')) as RendererModule;
    return module.createRenderer({ strings: { en: await strings('en'), ar: await strings('ar') } });
  };
  return {
    // The area sheets are built from src/styles/<area>.css by the client's build; in dev Vite
    // serves the source as plain CSS (`?direct`), @imports resolved, fresh on every reload.
    middleware: (req, res, next) => {
      const area = AREAS.find((name) => req.path === AREA_STYLESHEETS[name]);
      if (area) req.url = `/src/styles/${area}.css?direct`;
      viteMiddleware(req, res, next);
    },
    pages: transformedPageSource(async (url) =>
      vite.transformIndexHtml(url, await readFile(indexPath, 'utf8')),
    ),
    // The renderer and the strings are loaded afresh for every page, so edits show on reload.
    renderer: {
      render: async (request) => (await freshRenderer()).render(request),
      notice: async (request) => (await freshRenderer()).notice(request),
    },
    close: () => vite.close(),
  };
}
