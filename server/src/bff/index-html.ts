import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { PAGE_SLOTS } from '@cakeshop/shared/render';
import type { Request } from 'express';

import { fillBasketCount } from './page-slots';
import { styleLink } from './styles';

const hasSlots = (html: string) => Object.values(PAGE_SLOTS).some((slot) => html.includes(slot));
/** Slots filled anew for every response (a form's token and key): such a page is never prepared. */
const hasResponseSlots = (html: string) =>
  html.includes(PAGE_SLOTS.csrfToken) || html.includes(PAGE_SLOTS.idempotencyKey);

export type Lang = 'en' | 'ar';
const LANGS: Lang[] = ['en', 'ar'];

/**
 * The contract with the client's build: its index.html opens with exactly this tag and has an
 * empty #root and a `</head>`. The server writes the language into the tag, links the area's
 * sheet, and for a rendered page puts the page's head tags, the page and its data in.
 */
const HTML_TAG = '<html lang="en" dir="ltr">';
const HEAD_END = '</head>';
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * `?lang=` (a shared link) wins over the `lang` cookie (the remembered choice); without either,
 * the language the browser prefers of the two (`Accept-Language: ar-AE,…`, by its q-values);
 * default English. A page's answer therefore varies with Accept-Language too (pages.ts).
 */
export function langOf(req: Request): Lang {
  const query: unknown = req.query['lang'];
  if (query === 'ar' || query === 'en') return query;
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const cookie = cookies?.['lang'];
  if (cookie === 'ar' || cookie === 'en') return cookie;
  return req.headers['accept-language'] && req.acceptsLanguages('en', 'ar') === 'ar' ? 'ar' : 'en';
}

/** Fails loudly at start-up when the client's index.html no longer fits the contract above. */
export function checkTemplate(html: string, where: string): void {
  const missing = [HTML_TAG, HEAD_END, ROOT].filter((piece) => !html.includes(piece));
  if (missing.length > 0) throw new Error(`${where} must contain ${missing.join(' and ')}`);
}

/** A page as the server rendered it: the tags for its head (its islands' script among them), the page. */
export interface PageContent {
  head: string;
  body: string;
}

/** The browser app's scripts and preloads, as Vite writes them into index.html. */
const APP_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The document for `lang`: the browser app's shell (the dashboard), or with `content` a public
 * page the server rendered, which carries none of the app's code (only its islands' loader, in
 * its head). The area sheet comes first in the head: it is the only thing the first paint waits for.
 */
export function renderDocument(html: string, lang: Lang, content?: PageContent): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const withLang = html.replace(HTML_TAG, `<html lang="${lang}" dir="${dir}">`);
  if (!content) return withLang.replace(HEAD_END, `${styleLink('admin')}${HEAD_END}`);
  return withLang
    .replace(APP_TAGS, '')
    .replace(TITLE, () => `${styleLink('public')}${content.head}`)
    .replace(ROOT, () => `<div id="root">${content.body}</div>`);
}

export type Coding = 'br' | 'gzip';

export interface RenderedPage {
  html: string;
  etag: string;
  /** Holds slots filled for each response (a form's token and key): sent as filled, never as prepared. */
  slots?: true;
  /**
   * The page with the visitor's own part still to fill (the header's basket count) when `html`
   * is that page for a visitor with an empty basket: most visitors get `html`, compressed once;
   * a visitor with a basket gets this, filled (and compressed on the way out).
   */
  template?: string;
  /**
   * The page compressed, made the first time a visitor's browser asks for that coding and kept,
   * so a burst of requests for the same page does not compress it again.
   */
  encoded?: (coding: Coding) => Buffer;
}

/** `max` for the shells, compressed once at start; `fast` for rendered pages, compressed per render. */
function preparedPage(html: string, compress: 'max' | 'fast'): RenderedPage {
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
  /** The browser app without content: the dashboard and the account pages. */
  shell(lang: Lang, url: string): Promise<RenderedPage>;
  /** A public page the server rendered. */
  page(lang: Lang, url: string, content: PageContent): Promise<RenderedPage>;
}

/** A rendered page, prepared for sending: compressed once, unless it holds per-response slots. */
function renderedPage(html: string, lang: Lang): RenderedPage {
  if (hasResponseSlots(html)) return { ...plainPage(html), slots: true };
  if (!html.includes(PAGE_SLOTS.basketCount)) return preparedPage(html, 'fast');
  return { ...preparedPage(fillBasketCount(html, 0, lang), 'fast'), template: html };
}

/** Production: index.html is read once; each language's and area's shell is prepared once. */
export function builtPageSource(indexPath: string): PageSource {
  const html = readFileSync(indexPath, 'utf8');
  checkTemplate(html, indexPath);
  const shells = new Map(
    LANGS.map((lang) => [lang, preparedPage(renderDocument(html, lang), 'max')] as const),
  );
  return {
    shell: (lang) => Promise.resolve(shells.get(lang) as RenderedPage),
    page: (lang, _url, content) => Promise.resolve(renderedPage(renderDocument(html, lang, content), lang)),
  };
}

/** A page sent as it is (compression decides), with its ETag. */
function plainPage(html: string): RenderedPage {
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/** Dev: every document is built from a fresh template (Vite's transform), uncompressed. */
export function transformedPageSource(load: (url: string) => Promise<string>): PageSource {
  const build = async (url: string, lang: Lang, content?: PageContent): Promise<RenderedPage> => {
    const html = await load(url);
    checkTemplate(html, 'index.html');
    const document = renderDocument(html, lang, content);
    return { ...plainPage(document), ...(hasSlots(document) ? { slots: true as const } : {}) };
  };
  return {
    shell: (lang, url) => build(url, lang),
    page: (lang, url, content) => build(url, lang, content),
  };
}
