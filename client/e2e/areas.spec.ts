import type { Page } from '@playwright/test';

import { startIsland } from './site-support';
import { closure } from './support/manifest';
import { logIn } from './support/session';
import { expect, test } from './support/test';

/** The style sheets the page links, by address. */
const sheets = (page: Page) =>
  page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test('a visitor of the public site downloads no dashboard code, even once a form is in use', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  const cakes = (await (await request.get('/api/Cake/GetCakes?pageSize=1')).json()) as {
    items: { id: number }[];
  };
  await page.goto(`/cakes/${cakes.items[0]?.id}?lang=en`);
  await expect(page.locator('#main')).toBeVisible();
  expect(await sheets(page)).toEqual(['/public.css']);
  await startIsland(page.getByLabel('Message on the cake'));

  // Everything the islands' loader can ever load; the dashboard's entry loads far more, and what
  // only it can reach must never come to a public page.
  const publicFiles = closure('src/islands.ts', true);
  const adminOnly = [...closure('index.html', true)].filter((file) => !publicFiles.has(file));
  expect(adminOnly.length).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((file) => !publicFiles.has(file))).toEqual([]);
});

test('each area links its own style sheet, and only it', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sheets(page)).toEqual(['/public.css']);
  await logIn(page);
  expect(await sheets(page)).toEqual(['/admin.css']);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('link', { name: 'View the site' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The public page the server rendered, not the dashboard's app.
  await expect(page.locator('.hero')).toBeVisible();
  expect(await sheets(page)).toEqual(['/public.css']);
});
