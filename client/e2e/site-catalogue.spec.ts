import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './support/test';

import { adminApi, openPage } from './site-support';
import { longDate } from './support/dates';

interface Item {
  id: number;
  cakeCategoryId?: number;
  categoryId?: number;
  startDate?: string | null;
}

async function findOne(page: Page, endpoint: string, q: string): Promise<Item> {
  const response = await page.request.get(`/api/${endpoint}?q=${encodeURIComponent(q)}`);
  const body = (await response.json()) as { items: Item[] };
  const item = body.items[0];
  if (!item) throw new Error(`no seeded item matches ${q}`);
  return item;
}

test('the cake category filter and the search live in the URL', async ({ page }) => {
  const carrot = await findOne(page, 'Cake/GetCakes', 'Carrot cake');
  await openPage(page, '/cakes', 'en');
  const filters = page.getByRole('navigation', { name: 'Filter by category' });
  const chip = filters.getByRole('link').filter({ hasNot: page.getByText('All', { exact: true }) });
  const target = filters.locator(`a[href*="cat=${carrot.cakeCategoryId}"]`);
  await expect(chip.first()).toBeVisible();
  await target.click();
  await expect(page).toHaveURL(new RegExp(`cat=${carrot.cakeCategoryId}`));
  await expect(target).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Carrot cake with cream cheese' })).toBeVisible();

  await page.goto('/cakes?lang=en');
  await page.getByRole('searchbox', { name: 'Search cakes' }).fill('pistachio');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=pistachio/);
  await expect(page.getByRole('link', { name: 'Pistachio & rosewater cake' })).toBeVisible();
  await expect(page.locator('#main .card')).toHaveCount(1);

  await page.goto('/cakes?lang=en&q=no-such-cake-anywhere');
  await expect(page.getByText('No cakes match “no-such-cake-anywhere”.')).toBeVisible();
});

test('pagination follows the URL, and back returns to the first page', async ({ page }) => {
  await openPage(page, '/cakes', 'en');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  const firstOnPageOne = await page.locator('#main .card__title').first().textContent();
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#main .card__title').first()).not.toHaveText(firstOnPageOne ?? '');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.locator('#main .card__title').first()).toHaveText(firstOnPageOne ?? '');
});

test('courses filter by ?cat= and a course shows date, duration, seats and price in both languages', async ({
  page,
}) => {
  const croissants = await findOne(page, 'Course/GetCourses', 'Croissants');
  await openPage(page, `/courses?cat=${croissants.categoryId}`, 'en');
  await expect(page.getByRole('link', { name: 'Croissants & laminated dough' })).toBeVisible();

  const flowers = await findOne(page, 'Course/GetCourses', 'Buttercream flowers');
  await openPage(page, `/courses/${flowers.id}`, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buttercream flowers masterclass');
  // The seed dates courses from the day it runs: expect the API's date, as the page promises to
  // write it (day, month name, year in the page's locale, read in UTC like the stored day).
  if (!flowers.startDate) throw new Error('the seeded course has no start date');
  const facts = page.locator('.facts');
  await expect(facts).toContainText(await longDate(page, flowers.startDate));
  await expect(facts).toContainText('4 hours');
  await expect(facts).toContainText('12 seats');
  await expect(facts).toContainText('AED');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' }),
  ).toBeVisible();

  await openPage(page, `/courses/${flowers.id}`, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ورشة احتراف زهور كريمة الزبدة');
  await expect(page.locator('.facts')).toContainText(await longDate(page, flowers.startDate));
});

test('a cake card leads to its page with price and the order button', async ({ page }) => {
  await openPage(page, '/cakes?q=Berry', 'en');
  await page.getByRole('link', { name: 'Berry cheesecake' }).click();
  await expect(page).toHaveURL(/\/cakes\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berry cheesecake');
  await expect(page.locator('.detail__price')).toContainText('AED');
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  const image = page.locator('.detail__image');
  await expect(image).toHaveAttribute('alt', 'Berry cheesecake');
  await expect(image).toHaveAttribute('srcset', /480w/);
  await expect(image).toHaveAttribute('width', '960');
});

test('an unknown cake or course id: the BFF answers 404 and the page says so', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedLoad(404, '/987654'));
  const cake = await page.goto('/cakes/987654?lang=en');
  expect(cake?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this cake.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to all cakes' })).toBeVisible();

  const course = await page.goto('/courses/987654?lang=ar');
  expect(course?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'لم نعثر على هذه الدورة.' })).toBeVisible();

  const known = await findOne(page, 'Cake/GetCakes', 'Berry');
  expect((await page.goto(`/cakes/${known.id}`))?.status()).toBe(200);
});

test('a cake added through the API shows up on /cakes and on its own page', async ({ page, baseURL }) => {
  const { api, headers } = await adminApi(baseURL ?? '');
  const name = `Saffron test cake ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const categories = (await (await api.get('/api/CakeCategory/GetCakeCategories')).json()) as {
    id: number;
  }[];
  const created = await api.post('/api/Cake/AddCake', {
    headers,
    multipart: {
      nameEn: name,
      nameAr: `كعكة الزعفران ${name.slice(-12)}`,
      descriptionEn: 'Made for a test.',
      descriptionAr: '',
      price: '99.5',
      cakeCategoryId: String(categories[0]?.id ?? 1),
      featured: 'false',
    },
  });
  expect(created.status()).toBe(201);
  const cake = (await created.json()) as { id: number };

  await openPage(page, `/cakes?q=${encodeURIComponent(name)}`, 'en');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/cakes/${cake.id}`));
  await expect(page.locator('.detail__price')).toContainText('99.50');
  await api.delete(`/api/Cake/DeleteCake?Id=${cake.id}`, { headers });
  await api.dispose();
});
