import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const LANGUAGES = ['en', 'ar'] as const;
/** The one copy of the wording, shared with the server's e-mails and notices. */
const source = (language: string) =>
  fileURLToPath(new URL(`../shared/i18n/${language}.json`, import.meta.url));
const PUBLIC_PATH = /^\/assets\/i18n\/(en|ar)\.json(?:\?.*)?$/;

/**
 * Serves `/assets/i18n/{en,ar}.json` from `shared/i18n/` (in dev, straight from the files, so an
 * edit shows on reload) and writes them into the build under the same paths.
 */
export function translationFiles(): Plugin {
  return {
    name: 'translation-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const language = PUBLIC_PATH.exec(req.url ?? '')?.[1];
        if (!language) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(readFileSync(source(language)));
      });
    },
    generateBundle() {
      for (const language of LANGUAGES)
        this.emitFile({
          type: 'asset',
          fileName: `assets/i18n/${language}.json`,
          source: readFileSync(source(language)),
        });
    },
  };
}
