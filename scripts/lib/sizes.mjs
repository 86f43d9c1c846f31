// Compressed sizes as the server sends them: client/scripts/precompress.mjs writes .gz at level 9
// and .br at quality 11, so the same settings give the bytes a visitor actually downloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { firstLoad } from './first-load.mjs';

export const KB = 1000;

function sizeOf(path) {
  const source = readFileSync(path);
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }).length,
  };
}

function total(sizes) {
  return sizes.reduce(
    (sum, size) => ({
      raw: sum.raw + size.raw,
      gzip: sum.gzip + size.gzip,
      brotli: sum.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * One row per page and kind (js, css): the files counted, their summed sizes, and each budget
 * (kB, by compression) with whether it holds. A page or kind without a budget is an error, so a
 * page added to PAGES cannot go unchecked.
 */
export function measure(distDir, budgets, pages) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  return pages.flatMap((page) => {
    const files = firstLoad(manifest, page);
    // A load without a sheet of its own (a form's code) is budgeted for its JS alone.
    return (page.sheet ? ['js', 'css'] : ['js']).map((kind) => {
      const budget = budgets[page.path]?.[kind];
      if (!budget || Object.keys(budget).length === 0) {
        throw new Error(`budgets.json has no ${kind} budget for ${page.path}`);
      }
      const size = total(files[kind].map((file) => sizeOf(join(distDir, file))));
      const checks = Object.entries(budget).map(([compression, kilobytes]) => {
        if (!(compression in size)) throw new Error(`unknown compression "${compression}" in budgets.json`);
        return { compression, limit: kilobytes * KB, over: size[compression] > kilobytes * KB };
      });
      return { page: page.path, kind, files: files[kind], later: files.later, size, checks };
    });
  });
}
