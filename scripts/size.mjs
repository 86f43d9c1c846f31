// `pnpm size`: the compressed JS and CSS a first visit of each budgeted page downloads, against
// budgets.json. Exits 1 when a budget is exceeded, so a size regression fails `pnpm test`.
// `pnpm size --browser` also opens the public home in Chromium and fails if it downloads anything
// but public code (an admin chunk, say): the manifest reasoning checked against reality.
import { readFileSync } from 'node:fs';

import { CLIENT_DIST, ROOT, ensureClientBuilt, ensureServerBuilt } from './lib/build.mjs';
import { PAGES } from './lib/first-load.mjs';
import { firstVisit } from './lib/first-visit.mjs';
import { tempDir } from './lib/processes.mjs';
import { clientSnapshot, startServer } from './lib/server.mjs';
import { KB, measure } from './lib/sizes.mjs';
import { table } from './lib/table.mjs';

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

// Both overridable, so the tests can run the command itself against a fixture build.
let distDir = process.env.SIZE_DIST_DIR ?? CLIENT_DIST;
const budgetsFile = process.env.SIZE_BUDGETS ?? `${ROOT}budgets.json`;
let server;

if (process.argv.includes('--browser')) {
  ensureServerBuilt();
  server = await startServer({ DATA_DIR: tempDir('size') });
  // Count the very files the server serves.
  distDir = clientSnapshot();
} else if (!process.env.SIZE_DIST_DIR) {
  ensureClientBuilt();
}
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

/**
 * Fails when the browser fetched a script or sheet that is not public code (an admin chunk), or
 * one that failed. Public chunks loaded lazily after the first render are listed apart.
 */
async function checkInBrowser(url) {
  const [js, css] = rows.filter((row) => row.page === '/');
  const counted = new Set([...js.files, ...css.files]);
  const loaded = await firstVisit(url);
  const total = loaded.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`\nChromium on ${url}: ${loaded.length} scripts and sheets, ${kb(total)} as sent`);
  const bad = loaded.filter(
    (file) => file.status !== 200 || !(counted.has(file.path) || js.later.includes(file.path)),
  );
  const later = loaded.filter((file) => !counted.has(file.path) && js.later.includes(file.path));
  const unused = [...counted].filter((path) => !loaded.some((file) => file.path === path));
  if (later.length > 0) {
    console.log(
      `Loaded lazily after the first load (not in the budget): ${later.map((f) => `${f.path} ${kb(f.bytes)}`).join(', ')}`,
    );
  }
  if (unused.length > 0)
    console.log(`Counted but not downloaded (the count errs on the safe side): ${unused.join(' ')}`);
  if (bad.length > 0) {
    console.error(`Not public code, or failed: ${bad.map((f) => `${f.path} (${f.status})`).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('No admin code, nothing the count left out.');
  }
}

if (server) {
  try {
    await checkInBrowser(`${server.url}/?lang=en`);
  } finally {
    await server.stop();
  }
}
