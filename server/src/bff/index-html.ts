import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { matchPage, type Area } from '@cakeshop/shared';
import type { Request } from 'express';

import { publicChunkPreloads } from './public-chunks';
import { AREAS, styleLink } from './styles';

export type Lang = 'en' | 'ar';
const LANGS: Lang[] = ['en', 'ar'];

/**
 * The contract with the client's build: its index.html opens with exactly this tag and has a
 * `</head>`. The server rewrites the tag per language and links the area sheet before `</head>`.
 */
export const HTML_TAG = '<html lang="en" dir="ltr">';
const HEAD_END = '</head>';

/** `?lang=` (a shared link) wins over the `lang` cookie (the remembered choice); default English. */
export function langOf(req: Request): Lang {
  const query: unknown = req.query['lang'];
  if (query === 'ar' || query === 'en') return query;
  const cookies = req.cookies as Record<string, unknown> | undefined;
  return cookies?.['lang'] === 'ar' ? 'ar' : 'en';
}

/** Fails loudly at start-up when the client's index.html no longer fits the contract above. */
export function checkTemplate(html: string, where: string): void {
  const missing = [HTML_TAG, HEAD_END].filter((piece) => !html.includes(piece));
  if (missing.length > 0) throw new Error(`${where} must contain ${missing.join(' and ')}`);
}

/** `head`: tags the page adds before its sheet (preload hints), already escaped. */
export function renderPage(html: string, lang: Lang, area: Area, head = ''): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return html
    .replace(HTML_TAG, `<html lang="${lang}" dir="${dir}">`)
    .replace(HEAD_END, `${head}${styleLink(area)}${HEAD_END}`);
}

export interface RenderedPage {
  html: string;
  etag: string;
  /** Prepared once for the built pages, so no request compresses the same page again. */
  encoded?: { br: Buffer; gzip: Buffer };
}

function withEtag(html: string): RenderedPage {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return { html, etag: `"${hash}"` };
}

function precompressed(page: RenderedPage): RenderedPage {
  return { ...page, encoded: { br: brotliCompressSync(page.html), gzip: gzipSync(page.html, { level: 9 }) } };
}

/** Where pages come from: the built index.html (read once) or, in dev, Vite's transformed one. */
export interface PageSource {
  page(lang: Lang, area: Area, url: string, head?: string): Promise<RenderedPage>;
}

/**
 * Rendered pages differ only by language, area and hints, so a handful of variants serve every
 * request; bounded, since each cake and course has its own hints.
 */
const MAX_VARIANTS = 500;

/**
 * Production: index.html is read once at start. Each variant is rendered and compressed once;
 * public pages also name their lazy chunks (from the build manifest) for the browser to fetch early.
 */
export function builtPageSource(indexPath: string): PageSource {
  const html = readFileSync(indexPath, 'utf8');
  checkTemplate(html, indexPath);
  const chunkLinks = publicChunkPreloads(join(dirname(indexPath), '.vite', 'manifest.json'));
  const variants = new Map<string, RenderedPage>();
  const variant = (lang: Lang, area: Area, head: string): RenderedPage => {
    const key = `${lang}:${area}:${head}`;
    let page = variants.get(key);
    if (!page) {
      if (variants.size >= MAX_VARIANTS) variants.clear();
      page = precompressed(withEtag(renderPage(html, lang, area, head)));
      variants.set(key, page);
    }
    return page;
  };
  for (const lang of LANGS) for (const area of AREAS) variant(lang, area, '');
  return {
    page: (lang, area, url, head = '') => {
      // The path as sent, never parsed as a URL: `//` would read as an empty host and throw.
      const match = area === 'public' ? matchPage(url.split(/[?#]/, 1)[0] ?? '') : null;
      const chunks = match?.route.area === 'public' ? chunkLinks(match.name) : '';
      return Promise.resolve(variant(lang, area, `${chunks}${head}`));
    },
  };
}

/** Dev: the page is rebuilt for every request from a fresh template (Vite's transform). */
export function transformedPageSource(load: (url: string) => Promise<string>): PageSource {
  return {
    page: async (lang, area, url, head = '') => {
      const html = await load(url);
      checkTemplate(html, 'index.html');
      return withEtag(renderPage(html, lang, area, head));
    },
  };
}
