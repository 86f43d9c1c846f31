import { matchPage } from '@cakeshop/shared';
import type { Request } from 'express';

import { apiOriginFor } from './api-origin';
import { detailRequestFor, lookUpDetailPage } from './detail-pages';
import { homeImageCache, type HomeImageCacheOptions } from './home-data-cache';
import { langOf } from './index-html';
import { fetchPreload, imagePreload } from './preload-links';

/** What the BFF learns about a page before sending it: whether it exists, and what to preload. */
export interface PageHints {
  missing: boolean;
  /** Tags for the page's `<head>`, or '' when there is nothing worth fetching early. */
  head: string;
}

export type PageHintsLookup = (req: Request) => Promise<PageHints>;

export const NO_HINTS: PageHints = { missing: false, head: '' };

// The `sizes` of the pictures the pages paint first; they must match the client's <img> exactly
// (client/src/features/site/pages/home-page.tsx and the detail pages), which a browser test checks.
export const HERO_SIZES = '(min-width: 56rem) 50vw, 100vw';
export const DETAIL_SIZES = '(min-width: 56rem) 34rem, 100vw';

/**
 * Preload hints for the public pages. Every public page's layout awaits GetHomeData and the
 * translations before it renders; home paints the hero image, a detail page its item's image.
 * Without hints the browser learns these addresses only after the JS has run (about 2 s of the
 * largest paint's delay on a throttled phone). The API is asked with short deadlines and HomeData
 * is cached, so a slow or down API costs the page its hints, never its answer.
 */
export function publicPageHints(
  apiTarget: string | undefined,
  options: HomeImageCacheOptions & { detailTimeoutMs?: number } = {},
): PageHintsLookup {
  const homeImage = homeImageCache(options);
  return async (req) => {
    const match = matchPage(req.path);
    if (!match || match.route.area !== 'public') return NO_HINTS;
    const origin = apiOriginFor(req, apiTarget);
    // Arabic pages load the English file too: it is i18next's fallback language.
    const langs = langOf(req) === 'en' ? ['en'] : [langOf(req), 'en'];
    const links = [
      fetchPreload('/api/Home/GetHomeData'),
      ...langs.map((lang) => fetchPreload(`/assets/i18n/${lang}.json`)),
    ];
    if (match.name === 'home') {
      const image = await homeImage(origin);
      if (image) links.unshift(imagePreload(image, HERO_SIZES));
    }
    const detail = detailRequestFor(req.path);
    if (detail) {
      const page = await lookUpDetailPage(origin, detail, options.detailTimeoutMs);
      if (page.missing) return { missing: true, head: links.join('') };
      if (page.dataPath) links.push(fetchPreload(page.dataPath));
      if (page.image) links.unshift(imagePreload(page.image, DETAIL_SIZES));
    }
    return { missing: false, head: links.join('') };
  };
}
