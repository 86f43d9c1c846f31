import type { Page } from '@playwright/test';

import { openPage } from './site-support';
import { expect, test } from './support/test';

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

/** The image preload React writes into the rendered page must name the variant the <img> picks. */
async function expectPreloadMatchesImage(page: Page, path: string, image: string): Promise<void> {
  const requested = recordRequests(page);
  await openPage(page, path, 'en');
  const preload = page.locator('link[rel="preload"][as="image"]');
  const img = page.locator(image);
  await expect(img).toBeVisible();
  await expect(preload).toHaveAttribute('imagesrcset', (await img.getAttribute('srcset')) ?? '');
  await expect(preload).toHaveAttribute('imagesizes', (await img.getAttribute('sizes')) ?? '');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await page.waitForLoadState('networkidle');
  const current = await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
  expect(requested.filter((url) => url === current)).toHaveLength(1);
  // Hydration starts from the server's data: nothing is fetched again.
  expect(apiCalls(requested)).toEqual([]);
}

test('home: the rendered page preloads the hero image it shows, fetched once, and hydrates without a call', async ({
  page,
}) => {
  await expectPreloadMatchesImage(page, '/', '.hero__image');
});

test('a course: the rendered page preloads its picture, fetched once, and hydrates without a call', async ({
  page,
}) => {
  await openPage(page, '/courses', 'en');
  const href = await page.locator('.card__link').first().getAttribute('href');
  await expectPreloadMatchesImage(page, href ?? '/courses/1', '.detail__image');
});

test("a rendered page asks for the app's code only once its first pictures have arrived", async ({
  page,
}) => {
  // Pictures as slow as on a phone's link, so the order is not decided by a fast local network.
  await page.route('**/api/media/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const events: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/.*\.js$/.test(path)) events.push(`script ${path}`);
  });
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/media/')) events.push(`picture ${path}`);
  });
  await openPage(page, '/cakes', 'en');
  await page.waitForLoadState('networkidle');
  const firstPictures = await page
    .locator('#main img[fetchpriority="high"]')
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).currentSrc).pathname));
  expect(firstPictures.length).toBeGreaterThan(0);
  const lastPicture = Math.max(...firstPictures.map((path) => events.indexOf(`picture ${path}`)));
  const entry = events.findIndex((event) => /^script \/assets\/index-/.test(event));
  const app = events.findIndex((event) => /^script \/assets\/(start|framework)-/.test(event));
  expect(firstPictures.every((path) => events.includes(`picture ${path}`))).toBe(true);
  // The small entry comes with the page; the app (and React) only after the pictures.
  expect(entry).toBeGreaterThanOrEqual(0);
  expect(entry).toBeLessThan(lastPicture);
  expect(app).toBeGreaterThan(lastPicture);
  // And it hydrates: the language switches without a reload.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('after hydration the page works: a filter loads its list, the language switches without a reload', async ({
  page,
}) => {
  const requested = recordRequests(page);
  await openPage(page, '/cakes', 'en');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const filters = page.getByRole('navigation', { name: 'Filter by category' });
  const chip = filters.getByRole('link').nth(1);
  const category = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
  expect(apiCalls(requested).some((url) => url.startsWith('/api/Cake/GetCakes?'))).toBe(true);

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'التصفية حسب التصنيف' })).toBeVisible();
  await expect(page).toHaveTitle(/مخبز ماء الورد/);
  // Still the same document: nothing reloaded.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test("without JavaScript, a public page still shows its content, in the visitor's language", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/courses?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الدورات');
  await expect(page.locator('#main .card').first()).toBeVisible();
  await context.close();
});
