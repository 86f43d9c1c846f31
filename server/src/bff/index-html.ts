import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Area } from '@cakeshop/shared';
import type { Request } from 'express';

import { AREAS, styleLink } from './styles';

export type Lang = 'en' | 'ar';
export const LANGS: Lang[] = ['en', 'ar'];

/**
 * The contract with the client's build: its index.html opens with exactly this tag and has an
 * empty #root and a `</head>`. The server writes the language into the tag, links the area's
 * sheet, and for a rendered page puts the page's head tags, the page and its data in.
 */
export const HTML_TAG = '<html lang="en" dir="ltr">';
const HEAD_END = '</head>';
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** `?lang=` (a shared link) wins over the `lang` cookie (the remembered choice); default English. */
export function langOf(req: Request): Lang {
  const query: unknown = req.query['lang'];
  if (query === 'ar' || query === 'en') return query;
  const cookies = req.cookies as Record<string, unknown> | undefined;
  return cookies?.['lang'] === 'ar' ? 'ar' : 'en';
}

/** Fails loudly at start-up when the client's index.html no longer fits the contract above. */
export function checkTemplate(html: string, where: string): void {
  const missing = [HTML_TAG, HEAD_END, ROOT].filter((piece) => !html.includes(piece));
  if (missing.length > 0) throw new Error(`${where} must contain ${missing.join(' and ')}`);
}

/** A page as the server rendered it: the tags for its head, the page, the data it hydrates from. */
export interface PageContent {
  head: string;
  body: string;
  state: string;
}

/** The build's module scripts and preloads, as Vite writes them into index.html. */
const MODULE_TAGS = /<(script type="module"|link rel="modulepreload") crossorigin/g;

/**
 * The document for `lang` and `area`: the app's shell, or with `content` a rendered page (its
 * own title replaces the template's). The area sheet comes first in the head: it is the only
 * thing the first paint waits for. On a rendered page the scripts only hydrate what is already
 * on screen, so they are fetched at low priority, after the sheet and the pictures.
 */
export function renderDocument(html: string, lang: Lang, area: Area, content?: PageContent): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const withLang = html.replace(HTML_TAG, `<html lang="${lang}" dir="${dir}">`);
  if (!content) return withLang.replace(HEAD_END, `${styleLink(area)}${HEAD_END}`);
  return (
    withLang
      .replace(MODULE_TAGS, '<$1 crossorigin fetchpriority="low"')
      // In the template's title's place, ahead of the build's scripts: the browser (and a
      // connection-limited HTTP/1.1 link) asks for the sheet and the hero picture first.
      .replace(TITLE, () => `${styleLink(area)}${content.head}`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${content.body}</div><script type="application/json" id="app-state">${content.state}</script>`,
      )
  );
}

export type Coding = 'br' | 'gzip';

export interface RenderedPage {
  html: string;
  etag: string;
  /**
   * The page compressed, made the first time a visitor's browser asks for that coding and kept,
   * so a burst of requests for the same page does not compress it again.
   */
  encoded?: (coding: Coding) => Buffer;
}

/** `max` for the shells, compressed once at start; `fast` for rendered pages, compressed per render. */
export function preparedPage(html: string, compress: 'max' | 'fast'): RenderedPage {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  const compressors: Record<Coding, () => Buffer> = {
    br: () =>
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: compress === 'max' ? 11 : 5 } }),
    gzip: () => gzipSync(html, { level: compress === 'max' ? 9 : 6 }),
  };
  const done = new Map<Coding, Buffer>();
  return {
    html,
    etag: `"${hash}"`,
    encoded: (coding) => {
      let bytes = done.get(coding);
      if (!bytes) {
        bytes = compressors[coding]();
        done.set(coding, bytes);
      }
      return bytes;
    },
  };
}

/** Where documents come from: the built index.html (read once) or, in dev, Vite's transformed one. */
export interface PageSource {
  /** The app without content: the dashboard, or a public page the server could not render. */
  shell(lang: Lang, area: Area, url: string): Promise<RenderedPage>;
  /** A public page the server rendered. */
  page(lang: Lang, url: string, content: PageContent): Promise<RenderedPage>;
}

/** Production: index.html is read once; each language's and area's shell is prepared once. */
export function builtPageSource(indexPath: string): PageSource {
  const html = readFileSync(indexPath, 'utf8');
  checkTemplate(html, indexPath);
  const shells = new Map(
    LANGS.flatMap((lang) =>
      AREAS.map(
        (area) => [`${lang}:${area}`, preparedPage(renderDocument(html, lang, area), 'max')] as const,
      ),
    ),
  );
  return {
    shell: (lang, area) => Promise.resolve(shells.get(`${lang}:${area}`) as RenderedPage),
    page: (lang, _url, content) =>
      Promise.resolve(preparedPage(renderDocument(html, lang, 'public', content), 'fast')),
  };
}

/** Dev: every document is built from a fresh template (Vite's transform), uncompressed. */
export function transformedPageSource(load: (url: string) => Promise<string>): PageSource {
  const build = async (url: string, lang: Lang, area: Area, content?: PageContent): Promise<RenderedPage> => {
    const html = await load(url);
    checkTemplate(html, 'index.html');
    const document = renderDocument(html, lang, area, content);
    return {
      html: document,
      etag: `"${createHash('sha256').update(document).digest('base64url').slice(0, 27)}"`,
    };
  };
  return {
    shell: (lang, area, url) => build(url, lang, area),
    page: (lang, url, content) => build(url, lang, 'public', content),
  };
}
