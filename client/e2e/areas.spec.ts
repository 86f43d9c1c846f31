import { readFileSync } from 'node:fs';

import { expect, test } from './support/test';

import { logIn } from './support/session';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const manifest = JSON.parse(
  readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, ManifestChunk>;

/**
 * Files a module pulls in statically, or with `lazy` also through its dynamic imports (all the
 * code an area can load).
 */
function closure(key: string, lazy: boolean, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  const dependencies = [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])];
  for (const dependency of dependencies) closure(dependency, lazy, seen);
  return seen;
}

const keys = Object.keys(manifest);
const under = (...folders: string[]) =>
  keys.filter((key) => folders.some((folder) => key.startsWith(`src/features/${folder}/`)));

test('a visitor of / downloads no admin code, and the public style sheet is linked', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto('/');
  await expect(page.locator('#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[data-area-style]')).toHaveAttribute('href', '/public.css');

  // Code shared by both areas (api modules, components) may load on /; code that only the admin
  // area can reach must not. The entry and the app it loads count statically only: the app
  // lazily imports both areas.
  const publicFiles = under('site').reduce(
    (seen, key) => closure(key, true, seen),
    closure('src/app/start.tsx', false, closure('index.html', false)),
  );
  const adminOnly = under('shell', 'account', 'dashboard', 'users', 'not-found')
    .flatMap((key) => [...closure(key, true)])
    .filter((file) => !publicFiles.has(file));
  expect(adminOnly.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => adminOnly.includes(file))).toEqual([]);
});

test('moving between areas swaps the style sheet', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('link[data-area-style]')).toHaveAttribute('href', '/public.css');
  await logIn(page);
  // While the new sheet loads both are linked (nothing renders unstyled); then only it remains.
  // Wait for the old one to go first: right after navigating, the swap may not have begun.
  await expect(page.locator('link[data-area-style][href="/public.css"]')).toHaveCount(0);
  await expect(page.locator('link[data-area-style]')).toHaveCount(1);
  await expect(page.locator('link[data-area-style]')).toHaveAttribute('href', '/admin.css');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('link', { name: 'View the site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('link[data-area-style][href="/admin.css"]')).toHaveCount(0);
  await expect(page.locator('link[data-area-style]')).toHaveCount(1);
  await expect(page.locator('link[data-area-style]')).toHaveAttribute('href', '/public.css');
});
