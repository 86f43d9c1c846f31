import { existsSync, readFileSync } from 'node:fs';

import type { PageName } from '@cakeshop/shared';

import { modulePreload } from './preload-links';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

// The public area's lazy modules, as client/src/features/site/routes.tsx splits them: the area
// (layout and route table), the home page, and one chunk for every other page.
const SITE_AREA = 'src/features/site/routes.tsx';
const HOME_PAGE = 'src/features/site/pages/home-page.tsx';
const INNER_PAGES = 'src/features/site/pages/inner-pages.ts';

function withImports(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * `modulepreload` links for the public area's lazy chunks, read from Vite's build manifest. Vite
 * links only the entry's static imports; the area and page chunks are imported once the entry has
 * run, one round trip later each. Named in the first response, they load alongside the entry.
 * A build without a manifest, or one split differently, gets no links: the hints are an
 * optimisation, never a reason to refuse to start.
 */
export function publicChunkPreloads(manifestPath: string): (page: PageName) => string {
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The entry's imports are in index.html already.
  const linked = entry ? withImports(manifest, entry, new Set()) : new Set<string>();
  const linksFor = (pageChunk: string): string => {
    if (!manifest[SITE_AREA] || !manifest[pageChunk]) return '';
    const keys = withImports(manifest, pageChunk, withImports(manifest, SITE_AREA, new Set()));
    return [...keys]
      .filter((key) => !linked.has(key))
      .map((key) => modulePreload(`/${manifest[key]?.file ?? ''}`))
      .join('');
  };
  const home = linksFor(HOME_PAGE);
  const inner = linksFor(INNER_PAGES);
  return (page) => (page === 'home' ? home : inner);
}
