import { pages, pathTo } from '@cakeshop/shared/routes';
import type { PageRoute } from '@cakeshop/shared/routes';
import type { RequestHandler } from 'express';
import { Router } from 'express';

import type { ApiFetch } from './api-transport';

const LANGS = ['en', 'ar'] as const;
const PAGE_SIZE = 100;
/** Enough for any real catalogue, and a bound on what one crawler request can make us fetch. */
const MAX_PAGES = 50;
const CACHE_MS = 5 * 60_000;
/** A sitemap missing part of the catalogue is kept briefly: the backend may be back soon. */
const PARTIAL_CACHE_MS = 60_000;

/** Every public page without parameters, from the shared page table, but one visitor's own pages. */
const STATIC_PATHS = (Object.values(pages) as PageRoute[])
  .filter((page) => page.area === 'public' && !page.path.includes(':') && page.indexed !== false)
  .map((page) => page.path);

interface Paged {
  items: { id: number }[];
  totalCount: number;
}

/** The ids of one list, as far as the API gave them before failing or the deadline. */
interface Listed {
  ids: number[];
  complete: boolean;
}

async function allIds(api: ApiFetch, endpoint: string, deadline: AbortSignal): Promise<Listed> {
  const ids: number[] = [];
  try {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const response = await api(`${endpoint}?pageNume=${page}&pageSize=${PAGE_SIZE}`, {
        headers: { Accept: 'application/json' },
        signal: deadline,
      });
      if (!response.ok) {
        await response.body?.cancel();
        return { ids, complete: false };
      }
      const body = (await response.json()) as Paged;
      ids.push(...body.items.map((item) => item.id));
      if (body.items.length < PAGE_SIZE || ids.length >= body.totalCount) break;
    }
    return { ids, complete: true };
  } catch {
    return { ids, complete: false };
  }
}

interface Catalogue {
  at: number;
  cakes: Listed;
  courses: Listed;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** One `<url>` per page, with its language versions as hreflang alternates (`?lang=`). */
function urlEntry(site: string, path: string): string {
  const loc = `${site}${path}`;
  const alternates = [
    ...LANGS.map((lang) => ({ lang, href: `${loc}?lang=${lang}` })),
    { lang: 'x-default', href: loc },
  ]
    .map(({ lang, href }) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`;
}

function renderSitemap(site: string, cakeIds: number[], courseIds: number[]): string {
  const paths = [
    ...STATIC_PATHS,
    ...cakeIds.map((id) => pathTo('cake', { id })),
    ...courseIds.map((id) => pathTo('course', { id })),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    paths.map((path) => urlEntry(site, path)).join('\n') +
    '\n</urlset>\n'
  );
}

function renderRobots(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Pictures of the products are served under /api/media; the rest of /api is data, not pages.
    'Allow: /api/media/',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /account',
    'Disallow: /pages',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SeoOptions {
  /** How the BFF reaches the API: in-process, or the backend (api-transport.ts). */
  api: ApiFetch;
  /** SITE_URL (see site-url.ts): absolute links never come from the request. */
  siteUrl: string;
  /** PROXY_TIMEOUT_MS: the whole walk of the catalogue, every page of both lists, fits in it. */
  deadlineMs: number;
  now?: () => number;
}

/**
 * `/robots.txt` and `/sitemap.xml`. The sitemap lists every public page and every cake and course,
 * paged from the API; it is kept for a few minutes so crawlers do not walk the catalogue each time.
 * A list the API could not give in full is listed as far as it went.
 */
export function seoRoutes(options: SeoOptions): RequestHandler {
  const now = options.now ?? Date.now;
  let cached: Catalogue | undefined;
  // Crawlers arriving together share one walk of the catalogue.
  let walking: Promise<Catalogue> | undefined;
  const router = Router();

  const isFresh = (catalogue: Catalogue) => {
    const complete = catalogue.cakes.complete && catalogue.courses.complete;
    return now() - catalogue.at <= (complete ? CACHE_MS : PARTIAL_CACHE_MS);
  };

  const walk = async (): Promise<Catalogue> => {
    const deadline = AbortSignal.timeout(options.deadlineMs);
    const [cakes, courses] = await Promise.all([
      allIds(options.api, '/api/Cake/GetCakes', deadline),
      allIds(options.api, '/api/Course/GetCourses', deadline),
    ]);
    return { at: now(), cakes, courses };
  };

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(renderRobots(options.siteUrl));
  });

  router.get('/sitemap.xml', async (req, res) => {
    if (!cached || !isFresh(cached)) {
      walking ??= walk().finally(() => (walking = undefined));
      cached = await walking;
    }
    const { cakes, courses } = cached;
    const complete = cakes.complete && courses.complete;
    if (!complete)
      req.log.warn(
        { cakes: cakes.complete, courses: courses.complete },
        'sitemap: the API did not give every list in full',
      );
    if (!complete && cakes.ids.length === 0 && courses.ids.length === 0) {
      // Nothing from the API at all: crawlers retry a 503 later; a 500 would read as a broken site.
      res.setHeader('Retry-After', '300');
      res.status(503).type('text/plain').send('Sitemap temporarily unavailable');
      return;
    }
    res.setHeader('Cache-Control', `public, max-age=${(complete ? CACHE_MS : PARTIAL_CACHE_MS) / 1000}`);
    res.type('application/xml').send(renderSitemap(options.siteUrl, cakes.ids, courses.ids));
  });

  return router;
}
