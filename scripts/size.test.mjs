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

const APP = 'src/app/start.tsx';
const LAYOUT = 'src/features/site/site-layout.tsx';
const HOME = 'src/features/site/pages/home-page.tsx';
const CAKES = 'src/features/site/pages/cakes-page.tsx';
const SHELL = 'src/features/shell/shell-layout.tsx';
const DASHBOARD_HOME = 'src/features/dashboard/single/home-screen.tsx';

/**
 * A manifest shaped like Vite's: a small entry that loads the app lazily, shared chunks, one lazy
 * chunk per route module.
 */
function fixtureManifest() {
  const chunk = (file, extra = {}) => ({ file: `assets/${file}.js`, ...extra });
  return {
    'index.html': chunk('index', { isEntry: true, dynamicImports: [APP] }),
    [APP]: chunk('start', {
      isDynamicEntry: true,
      imports: ['_react.js'],
      dynamicImports: [LAYOUT, HOME, CAKES, SHELL, DASHBOARD_HOME],
    }),
    '_react.js': chunk('react'),
    '_deep.js': chunk('deep'),
    '_forms.js': chunk('forms', { imports: ['_deep.js'] }),
    '_zod.js': chunk('zod'),
    [LAYOUT]: chunk('site-layout', { isDynamicEntry: true, imports: ['_forms.js'] }),
    [HOME]: chunk('home-page', { isDynamicEntry: true, dynamicImports: [CAKES] }),
    [CAKES]: chunk('cakes-page', { isDynamicEntry: true, imports: ['_zod.js'] }),
    [SHELL]: chunk('shell', { isDynamicEntry: true, imports: ['_zod.js'] }),
    [DASHBOARD_HOME]: chunk('dashboard-home', { isDynamicEntry: true }),
  };
}

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
  '/': { js: { gzip: 150 }, css: { gzip: 1 } },
  '/dashboard/home': { js: { gzip: 200 }, css: { gzip: 1 } },
};

test('the public home counts the entry, the app, the site layout with its deep static imports, and the home page', () => {
  const files = firstLoad(fixtureManifest(), PAGES[0]);
  assert.deepEqual(files.js, [
    'assets/deep.js',
    'assets/forms.js',
    'assets/home-page.js',
    'assets/index.js',
    'assets/react.js',
    'assets/site-layout.js',
    'assets/start.js',
  ]);
  assert.deepEqual(files.css, ['public.css']);
  // Other public pages may load later; the admin areas never.
  assert.deepEqual(files.later, ['assets/cakes-page.js', 'assets/zod.js']);
});

test('the dashboard home counts the admin shell and its screen, not the site', () => {
  const files = firstLoad(fixtureManifest(), PAGES[1]);
  assert.deepEqual(files.js, [
    'assets/dashboard-home.js',
    'assets/index.js',
    'assets/react.js',
    'assets/shell.js',
    'assets/start.js',
    'assets/zod.js',
  ]);
  assert.deepEqual(files.css, ['admin.css']);
});

test('when a route module is no longer in the manifest, the check fails instead of counting less', () => {
  const manifest = fixtureManifest();
  delete manifest[HOME];
  manifest[APP].dynamicImports = [LAYOUT, SHELL, DASHBOARD_HOME];
  assert.throws(() => firstLoad(manifest, PAGES[0]), /is not in the manifest/);
});

test('when a route module is in the manifest but nothing loads it, the check fails', () => {
  const manifest = fixtureManifest();
  manifest[APP].dynamicImports = [LAYOUT, SHELL, DASHBOARD_HOME];
  assert.throws(() => firstLoad(manifest, PAGES[0]), /the entry never loads it/);
});

test('when a page has no budget, the check fails', () => {
  const dist = fixtureDist(fixtureManifest(), 100);
  assert.throws(() => measure(dist, { '/': BUDGETS['/'] }, PAGES), /no js budget for \/dashboard\/home/);
});

test('under budget, every check holds', () => {
  const rows = measure(fixtureDist(fixtureManifest(), 1_000), BUDGETS, PAGES);
  assert.ok(rows.every((row) => row.checks.every((check) => !check.over)));
});

test('over budget, `pnpm size` names the page and exits 1', () => {
  // Seven public chunks of 30 kB that do not compress: about 210 kB gzip, over the 150 kB budget.
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
    assert.match(error.stdout.toString(), /\| \/\s+\| js\s+\| 7\s+\|.*\| OVER/);
    assert.match(error.stderr.toString(), /Over budget: \/ js/);
    return true;
  });
});
