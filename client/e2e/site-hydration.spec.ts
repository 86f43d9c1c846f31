import type { Page } from '@playwright/test';

import { markDocument, openPage, sameDocument, startIsland } from './site-support';
import { closure } from './support/manifest';
import { expect, test } from './support/test';
import { say } from './support/texts';

/** Every request the page makes, as path and query. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(url.pathname + url.search);
  });
  return requested;
}

const apiCalls = (requested: string[]) =>
  requested.filter((url) => url.startsWith('/api/') && !url.startsWith('/api/media/'));
const scripts = (requested: string[]) => requested.filter((url) => /^\/assets\/.*\.js$/.test(url));

/** The image preload React writes into the rendered page must name the variant the <img> picks. */
async function expectPreloadMatchesImage(page: Page, path: string, image: string): Promise<void> {
  const requested = recordRequests(page);
  await openPage(page, path, 'en');
  const preload = page.locator('link[rel="preload"][as="image"]').first();
  const img = page.locator(image);
  await expect(img).toBeVisible();
  await expect(preload).toHaveAttribute('imagesrcset', (await img.getAttribute('srcset')) ?? '');
  await expect(preload).toHaveAttribute('imagesizes', (await img.getAttribute('sizes')) ?? '');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await page.waitForLoadState('networkidle');
  const current = await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
  expect(requested.filter((url) => url === current)).toHaveLength(1);
  // The page is whole as it arrives: the browser asks the API for nothing.
  expect(apiCalls(requested)).toEqual([]);
}

test('home: the rendered page preloads the hero image it shows, fetched once, and calls no API', async ({
  page,
}) => {
  await expectPreloadMatchesImage(page, '/', '.hero__image');
});

test('a course: the rendered page preloads its picture, fetched once, and calls no API', async ({ page }) => {
  await openPage(page, '/courses', 'en');
  const href = await page.locator('.card__link').first().getAttribute('href');
  await expectPreloadMatchesImage(page, href ?? '/courses/1', '.detail__image');
});

test('a public page starts with no React: a form’s code comes when it is first used, and the form then checks as you type', async ({
  page,
}) => {
  const requested = recordRequests(page);
  // A page without a form runs no script at all.
  await openPage(page, '/faq', 'en');
  await page.waitForLoadState('networkidle');
  expect(scripts(requested)).toEqual([]);

  await page.goto('/courses?lang=en');
  await page.locator('#main .card__link').first().click();
  await expect(page).toHaveURL(/\/courses\/\d+/);
  await page.waitForLoadState('networkidle');
  // Only the islands' loader (its own file and the two it imports); it waits for the visitor.
  const loader = [...closure('src/islands.ts', false)].map((file) => `/${file}`);
  expect(loader.length).toBeGreaterThan(0);
  expect(scripts(requested).toSorted()).toEqual(loader.toSorted());

  await page
    .locator('summary')
    .filter({ hasText: say('en', 'site.booking.open') })
    .click();
  const form = page.locator('form.order-form');
  const name = form.getByLabel(say('en', 'site.order.name'));
  await startIsland(name);
  expect(scripts(requested)).toEqual(
    expect.arrayContaining(
      [...closure('src/features/site/booking/course-booking-island.ts', false)].map((file) => `/${file}`),
    ),
  );
  expect(scripts(requested)).toContainEqual(expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/));
  await markDocument(page);
  // A field is checked once left, and again as it is corrected.
  const phone = form.getByLabel(say('en', 'site.order.phone'));
  await name.fill('Hala');
  await phone.focus();
  await expect(form.locator('.field[data-invalid]')).toHaveCount(0);
  await phone.fill('call me');
  await phone.blur();
  await expect(form.getByText(say('en', 'dashboard.validation.phone'))).toBeVisible();
  await expect(form.locator('.field[data-invalid]')).toHaveCount(1);
  await phone.fill('+971 50 123 4567');
  await expect(form.getByText(say('en', 'dashboard.validation.phone'))).toBeHidden();
  await expect(form.locator('.field[data-invalid]')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  // The island asked the API for nothing on the way.
  expect(apiCalls(requested)).toEqual([]);
});

test('a filter and the language link are links that keep the page: category, search and the visitor’s choice', async ({
  page,
  context,
}) => {
  await openPage(page, '/cakes', 'en');
  const filters = page.getByRole('navigation', { name: say('en', 'site.filters.categories') });
  const chip = filters.getByRole('link').nth(1);
  const category = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
  const search = page.getByRole('searchbox', { name: say('en', 'site.cakes.searchLabel') });
  await search.fill('cake');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]cat=\d+/);
  await expect(page).toHaveURL(/[?&]q=cake/);
  const filtered = new URL(page.url());

  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const switched = new URL(page.url());
  expect(switched.pathname).toBe(filtered.pathname);
  expect(switched.searchParams.get('cat')).toBe(filtered.searchParams.get('cat'));
  expect(switched.searchParams.get('q')).toBe('cake');
  await expect(page.getByRole('navigation', { name: say('ar', 'site.filters.categories') })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: say('ar', 'site.cakes.searchLabel') })).toHaveValue(
    'cake',
  );
  await expect(page).toHaveTitle(/مخبز ماء الورد/);
  // Remembered: the next page, asked for without `?lang=`, is Arabic too.
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
  await page
    .getByRole('navigation', { name: say('ar', 'site.navigation') })
    .getByRole('link')
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
