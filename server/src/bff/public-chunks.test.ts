import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { publicChunkPreloads } from './public-chunks';

function manifestFile(manifest: object): string {
  const path = join(mkdtempSync(join(tmpdir(), 'manifest-')), 'manifest.json');
  writeFileSync(path, JSON.stringify(manifest));
  return path;
}

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js'] },
  'src/features/site/routes.tsx': { file: 'assets/site.js', imports: ['_shared.js', '_framework.js'] },
  'src/features/site/pages/home-page.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
  'src/features/site/pages/inner-pages.ts': { file: 'assets/inner.js', imports: ['_shared.js'] },
};

describe('modulepreload links for the public area', () => {
  it('when a public page is served, then its area and page chunks are named, without what index.html links already', () => {
    const links = publicChunkPreloads(manifestFile(MANIFEST));
    expect(links('home')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/site.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/home.js">',
    );
    expect(links('cakes')).toContain('href="/assets/inner.js"');
    expect(links('cakes')).not.toContain('home.js');
    expect(links('home')).not.toContain('framework.js');
  });

  it('when the build has no manifest, or another split, then no links and no error', () => {
    expect(publicChunkPreloads('/nonexistent/manifest.json')('home')).toBe('');
    expect(publicChunkPreloads(manifestFile({ 'index.html': { file: 'a.js', isEntry: true } }))('home')).toBe(
      '',
    );
  });
});
