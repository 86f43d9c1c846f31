import type { Page } from '@playwright/test';

import { expect, test } from './support/test';

import { openPage } from './site-support';

/** The BFF's image preload must name the very variant the page's <img> will pick, or it is fetched twice. */
async function expectPreloadMatchesImage(page: Page, path: string, image: string): Promise<void> {
  const requested: string[] = [];
  page.on('request', (request) =>
    requested.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  await openPage(page, path, 'en');
  const preload = page.locator('link[rel="preload"][as="image"]');
  const img = page.locator(image);
  await expect(img).toBeVisible();
  await expect(preload).toHaveAttribute('imagesrcset', (await img.getAttribute('srcset')) ?? '');
  await expect(preload).toHaveAttribute('imagesizes', (await img.getAttribute('sizes')) ?? '');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await page.waitForLoadState('networkidle');
  const current = await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
  // Preloaded once and reused by the <img>, and the preloaded data reused by the client's fetch.
  expect(requested.filter((url) => url === current)).toHaveLength(1);
  expect(requested.filter((url) => url === '/api/Home/GetHomeData')).toHaveLength(1);
}

test('home: the first response preloads the hero image the page shows, once', async ({ page }) => {
  await expectPreloadMatchesImage(page, '/', '.hero__image');
});

test('a course: the first response preloads its picture, once', async ({ page }) => {
  await openPage(page, '/courses', 'en');
  const href = await page.locator('.card__link').first().getAttribute('href');
  await expectPreloadMatchesImage(page, href ?? '/courses/1', '.detail__image');
});
