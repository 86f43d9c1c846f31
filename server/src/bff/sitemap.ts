import { pages, pathTo } from '@cakeshop/shared/routes';
import type { PageRoute } from '@cakeshop/shared/routes';
import type { Request, RequestHandler } from 'express';
import { Router } from 'express';

import { apiGet, apiOriginFor } from './api-origin';

const LANGS = ['en', 'ar'] as const;
const PAGE_SIZE = 100;
/** Enough for any real catalogue, and a bound on what one crawler request can make us fetch. */
const MAX_PAGES = 50;
const CACHE_MS = 5 * 60_000;

/** Every public page without parameters, from the shared page table, but one visitor's own pages. */
const STATIC_PATHS = (Object.values(pages) as PageRoute[])
  .filter((page) => page.area === 'public' && !page.path.includes(':') && page.indexed !== false)
  .map((page) => page.path);

interface Paged {
  items: { id: number }[];
  totalCount: number;
}

async function allIds(origin: string, endpoint: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await apiGet(origin, `${endpoint}?pageNume=${page}&pageSize=${PAGE_SIZE}`);
    if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
    const body = (await response.json()) as Paged;
    ids.push(...body.items.map((item) => item.id));
    if (body.items.length < PAGE_SIZE || ids.length >= body.totalCount) break;
  }
  return ids;
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

export function renderSitemap(site: string, cakeIds: number[], courseIds: number[]): string {
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

export function renderRobots(site: string): string {
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

/** The site's public address as the visitor used it (`trust proxy` decides the protocol). */
const siteOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * `/robots.txt` and `/sitemap.xml`. The sitemap lists every public page and every cake and course,
 * paged from the API; it is kept for a few minutes so crawlers do not walk the catalogue each time.
 */
export function seoRoutes(options: { apiTarget: string | undefined; now?: () => number }): RequestHandler {
  const now = options.now ?? Date.now;
  let cached: { at: number; cakes: number[]; courses: number[] } | undefined;
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(renderRobots(siteOf(req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    try {
      if (!cached || now() - cached.at > CACHE_MS) {
        const origin = apiOriginFor(req, options.apiTarget);
        const [cakes, courses] = await Promise.all([
          allIds(origin, '/api/Cake/GetCakes'),
          allIds(origin, '/api/Course/GetCourses'),
        ]);
        cached = { at: now(), cakes, courses };
      }
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.type('application/xml').send(renderSitemap(siteOf(req), cached.cakes, cached.courses));
    } catch (err) {
      // Crawlers retry a 503 later; a 500 would read as a broken site.
      req.log.warn({ err }, 'sitemap: the API could not be read');
      res.setHeader('Retry-After', '300');
      res.status(503).type('text/plain').send('Sitemap temporarily unavailable');
    }
  });

  return router;
}
