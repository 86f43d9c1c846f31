// `pnpm size`: the compressed JS and CSS a first visit of each budgeted page downloads, against
// budgets.json. Exits 1 when a budget is exceeded, so a size regression fails `pnpm test`.
import { readFileSync } from 'node:fs';

import { CLIENT_DIST, ROOT, ensureClientBuilt } from './lib/build.mjs';
import { PAGES } from './lib/first-load.mjs';
import { KB, measure } from './lib/sizes.mjs';
import { table } from './lib/table.mjs';

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

// Both overridable, so the tests can run the command itself against a fixture build.
const distDir = process.env.SIZE_DIST_DIR ?? CLIENT_DIST;
const budgetsFile = process.env.SIZE_BUDGETS ?? `${ROOT}budgets.json`;

if (!process.env.SIZE_DIST_DIR) ensureClientBuilt();
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const rows = measure(distDir, budgets, PAGES);

console.log(
  table(
    ['page', 'kind', 'files', 'raw', 'gzip', 'brotli', 'budget', 'result'],
    rows.map(({ page, kind, files, size, checks }) => [
      page,
      kind,
      files.length,
      kb(size.raw),
      kb(size.gzip),
      kb(size.brotli),
      checks.map((check) => `${check.compression} ≤ ${kb(check.limit)}`).join(', '),
      checks.some((check) => check.over) ? 'OVER' : 'ok',
    ]),
  ),
);
console.log('\nFiles counted (relative to client/dist, kB = 1000 bytes):');
for (const { page, kind, files } of rows) console.log(`  ${page} ${kind}: ${files.join(' ')}`);

const over = rows.filter((row) => row.checks.some((check) => check.over));
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((row) => `${row.page} ${row.kind}`).join(', ')} (${budgetsFile})`);
  process.exitCode = 1;
}
