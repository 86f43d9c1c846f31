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
const HYDRATE = 'src/lib/islands/hydrate.tsx';
const ADD = 'src/features/ordering/basket/add-to-basket-island.ts';
const BASKET = 'src/features/ordering/basket/basket-island.ts';
const SHELL = 'src/features/shell/shell-layout.tsx';
const DASHBOARD_HOME = 'src/features/dashboard/overview/overview-screen.tsx';

/**
 * A manifest shaped like Vite's: the dashboard's entry with its lazy routes, and the public pages'
 * islands loader with the islands it loads when first used.
 */
function fixtureManifest() {
  const chunk = (file, extra = {}) => ({ file: `assets/${file}.js`, ...extra });
  return {
    'index.html': chunk('index', {
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: [SHELL, DASHBOARD_HOME],
    }),
    [ISLANDS]: chunk('islands', { isEntry: true, dynamicImports: [HYDRATE, ADD, BASKET] }),
    '_react.js': chunk('react'),
    '_deep.js': chunk('deep'),
    '_forms.js': chunk('forms', { imports: ['_deep.js'] }),
    '_zod.js': chunk('zod'),
    [HYDRATE]: chunk('hydrate', { isDynamicEntry: true, imports: ['_react.js'] }),
    [ADD]: chunk('add', { isDynamicEntry: true, imports: ['_react.js', '_forms.js'] }),
    [BASKET]: chunk('basket', { isDynamicEntry: true, imports: ['_react.js', '_forms.js', '_zod.js'] }),
    [SHELL]: chunk('shell', { isDynamicEntry: true, imports: ['_zod.js'] }),
    [DASHBOARD_HOME]: chunk('dashboard-home', { isDynamicEntry: true }),
  };
}

const page = (path) => PAGES.find((each) => each.path === path);

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
  '/cakes/:id': { js: { gzip: 90 }, css: { gzip: 1 } },
  '/cakes/:id (form used)': { js: { gzip: 150 }, css: { gzip: 1 } },
  '/basket (form used)': { js: { gzip: 150 }, css: { gzip: 1 } },
  '/dashboard/home': { js: { gzip: 200 }, css: { gzip: 1 } },
};

test('a public page without a form counts no script, only its sheet', () => {
  assert.deepEqual(firstLoad(fixtureManifest(), page('/')), { js: [], css: ['public.css'], later: [] });
});

test('a public page with a form counts the islands’ loader alone; the islands come when used', () => {
  const files = firstLoad(fixtureManifest(), page('/cakes/:id'));
  assert.deepEqual(files.js, ['assets/islands.js']);
  assert.deepEqual(files.later, []);
});

test('a form used counts the loader, hydration and its island with its deep static imports', () => {
  const files = firstLoad(fixtureManifest(), page('/cakes/:id (form used)'));
  assert.deepEqual(files.js, [
    'assets/add.js',
    'assets/deep.js',
    'assets/forms.js',
    'assets/hydrate.js',
    'assets/islands.js',
    'assets/react.js',
  ]);
  assert.deepEqual(files.css, ['public.css']);
});

test('the dashboard home counts the admin shell and its screen, not the site', () => {
  const files = firstLoad(fixtureManifest(), page('/dashboard/home'));
  assert.deepEqual(files.js, [
    'assets/dashboard-home.js',
    'assets/index.js',
    'assets/react.js',
    'assets/shell.js',
    'assets/zod.js',
  ]);
  assert.deepEqual(files.css, ['admin.css']);
});

test('when an island is no longer in the manifest, the check fails instead of counting less', () => {
  const manifest = fixtureManifest();
  delete manifest[ADD];
  manifest[ISLANDS].dynamicImports = [HYDRATE, BASKET];
  assert.throws(() => firstLoad(manifest, page('/cakes/:id (form used)')), /is not in the manifest/);
});

test('when an island is in the manifest but nothing loads it, the check fails', () => {
  const manifest = fixtureManifest();
  manifest[ISLANDS].dynamicImports = [HYDRATE, BASKET];
  assert.throws(() => firstLoad(manifest, page('/cakes/:id (form used)')), /the entry never loads it/);
});

test('when a page has no budget, the check fails', () => {
  const dist = fixtureDist(fixtureManifest(), 100);
  const { ['/dashboard/home']: _dropped, ...others } = BUDGETS;
  assert.throws(() => measure(dist, others, PAGES), /no js budget for \/dashboard\/home/);
});

test('under budget, every check holds', () => {
  const rows = measure(fixtureDist(fixtureManifest(), 1_000), BUDGETS, PAGES);
  assert.ok(rows.every((row) => row.checks.every((check) => !check.over)));
});

test('over budget, `pnpm size` names the page and exits 1', () => {
  // Six chunks of 30 kB that do not compress when a form is used: about 180 kB gzip, over 150 kB.
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
    assert.match(error.stdout.toString(), /\| \/cakes\/:id \(form used\)\s+\| js\s+\| 6\s+\|.*\| OVER/);
    assert.match(error.stderr.toString(), /Over budget: \/cakes\/:id \(form used\) js/);
    return true;
  });
});
