// Run with `node --test scripts/size.test.mjs`. The size check must count what a browser really
// downloads, and must fail (not shrug) when it cannot tell or when a budget is exceeded.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';

import { PAGES, firstLoad } from './lib/first-load.mjs';
import { measure } from './lib/sizes.mjs';

const ISLANDS = 'src/islands.ts';
const HYDRATE = 'src/features/site/islands/hydrate.tsx';
const ORDER = 'src/features/site/order/cake-order-island.ts';
const BOOKING = 'src/features/site/order/course-booking-island.ts';
const TRACK = 'src/features/site/track/track-island.ts';
const SHELL = 'src/features/shell/shell-layout.tsx';
const DASHBOARD_HOME = 'src/features/dashboard/single/home-screen.tsx';

/**
 * A manifest shaped like Vite's: the islands loader with its islands loaded lazily, the
 * dashboard's entry with its screens loaded lazily, shared chunks between them.
 */
function fixtureManifest() {
  const chunk = (file, extra = {}) => ({ file: `assets/${file}.js`, ...extra });
  return {
    [ISLANDS]: chunk('islands', {
      isEntry: true,
      imports: ['_island-module.js'],
      dynamicImports: [HYDRATE, ORDER, BOOKING, TRACK],
    }),
    'index.html': chunk('index', {
      isEntry: true,
      imports: ['_react.js', '_framework.js'],
      dynamicImports: [SHELL, DASHBOARD_HOME],
    }),
    '_island-module.js': chunk('island-module'),
    '_react.js': chunk('react'),
    '_framework.js': chunk('framework'),
    '_deep.js': chunk('deep'),
    '_forms.js': chunk('forms', { imports: ['_deep.js'] }),
    '_zod.js': chunk('zod'),
    [HYDRATE]: chunk('hydrate', { isDynamicEntry: true, imports: ['_react.js'] }),
    [ORDER]: chunk('cake-order-island', { isDynamicEntry: true, imports: ['_forms.js', '_zod.js'] }),
    [BOOKING]: chunk('course-booking-island', { isDynamicEntry: true, imports: ['_forms.js'] }),
    [TRACK]: chunk('track-island', { isDynamicEntry: true, imports: ['_zod.js'] }),
    [SHELL]: chunk('shell', { isDynamicEntry: true, imports: ['_zod.js'] }),
    [DASHBOARD_HOME]: chunk('dashboard-home', { isDynamicEntry: true }),
  };
}

const page = (path) => PAGES.find((candidate) => candidate.path === path);

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A dist/ with the manifest, each chunk `bytes` of incompressible data, and both area sheets. */
function fixtureDist(manifest, bytes) {
  const dist = mkdtempSync(join(tmpdir(), 'size-test-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) writeFileSync(join(dist, chunk.file), randomBytes(bytes));
  for (const sheet of ['public.css', 'admin.css']) writeFileSync(join(dist, sheet), 'body{color:red}');
  return dist;
}

const BUDGETS = {
  '/': { js: { gzip: 15 }, css: { gzip: 1 } },
  'order form in use': { js: { gzip: 90 } },
  'booking form in use': { js: { gzip: 90 } },
  'track form in use': { js: { gzip: 90 } },
  '/dashboard/home': { js: { gzip: 200 }, css: { gzip: 1 } },
};

test("a public page's first load counts the islands loader alone; its islands come later", () => {
  const files = firstLoad(fixtureManifest(), page('/'));
  assert.deepEqual(files.js, ['assets/island-module.js', 'assets/islands.js']);
  assert.deepEqual(files.css, ['public.css']);
  // The islands load on first use; the dashboard never.
  assert.deepEqual(
    files.later,
    [
      'assets/course-booking-island.js',
      'assets/deep.js',
      'assets/forms.js',
      'assets/hydrate.js',
      'assets/react.js',
      'assets/cake-order-island.js',
      'assets/track-island.js',
      'assets/zod.js',
    ].sort(),
  );
});

test('a form in use counts the loader, the hydration and its island with their deep static imports', () => {
  const files = firstLoad(fixtureManifest(), page('order form in use'));
  assert.deepEqual(files.js, [
    'assets/cake-order-island.js',
    'assets/deep.js',
    'assets/forms.js',
    'assets/hydrate.js',
    'assets/island-module.js',
    'assets/islands.js',
    'assets/react.js',
    'assets/zod.js',
  ]);
  assert.deepEqual(files.css, []);
});

test('the dashboard home counts the admin shell and its screen, not the site', () => {
  const files = firstLoad(fixtureManifest(), page('/dashboard/home'));
  assert.deepEqual(files.js, [
    'assets/dashboard-home.js',
    'assets/framework.js',
    'assets/index.js',
    'assets/react.js',
    'assets/shell.js',
    'assets/zod.js',
  ]);
  assert.deepEqual(files.css, ['admin.css']);
});

test('when an island is no longer in the manifest, the check fails instead of counting less', () => {
  const manifest = fixtureManifest();
  delete manifest[ORDER];
  manifest[ISLANDS].dynamicImports = [HYDRATE, BOOKING, TRACK];
  assert.throws(() => firstLoad(manifest, page('order form in use')), /is not in the manifest/);
});

test('when an island is in the manifest but the loader never loads it, the check fails', () => {
  const manifest = fixtureManifest();
  manifest[ISLANDS].dynamicImports = [HYDRATE, BOOKING, TRACK];
  assert.throws(() => firstLoad(manifest, page('order form in use')), /never loads it/);
});

test('when an entry is gone from the manifest, the check fails', () => {
  const manifest = fixtureManifest();
  delete manifest[ISLANDS].isEntry;
  assert.throws(() => firstLoad(manifest, page('/')), /is not an entry/);
});

test('when a page has no budget, the check fails', () => {
  const dist = fixtureDist(fixtureManifest(), 100);
  const { '/dashboard/home': _dashboard, ...others } = BUDGETS;
  assert.throws(() => measure(dist, others, PAGES), /no js budget for \/dashboard\/home/);
});

test('under budget, every check holds', () => {
  const rows = measure(fixtureDist(fixtureManifest(), 1_000), BUDGETS, PAGES);
  assert.ok(rows.every((row) => row.checks.every((check) => !check.over)));
});

test('over budget, `pnpm size` names the page and exits 1', () => {
  // Two chunks of 30 kB that do not compress: about 60 kB gzip, over the first load's 15 kB.
  const dist = fixtureDist(fixtureManifest(), 30_000);
  const budgets = join(dist, 'budgets.json');
  writeFileSync(budgets, JSON.stringify(BUDGETS));
  const run = () =>
    execFileSync(process.execPath, [new URL('./size.mjs', import.meta.url).pathname], {
      env: { ...process.env, SIZE_DIST_DIR: dist, SIZE_BUDGETS: budgets },
      stdio: 'pipe',
    });
  assert.throws(run, (error) => {
    assert.equal(error.status, 1);
    assert.match(error.stdout.toString(), /\| \/\s+\| js\s+\| 2\s+\|.*\| OVER/);
    assert.match(error.stderr.toString(), /Over budget: \/ js/);
    return true;
  });
});
