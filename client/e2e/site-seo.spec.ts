import { expect, test } from './support/test';

import { jsonLd, openPage } from './site-support';

type Ld = Record<string, unknown>;
const field = (value: unknown, key: string): unknown => (value as Ld)[key];

test('home and contact describe the bakery: name, address, telephone and opening hours of every branch', async ({
  page,
}) => {
  for (const path of ['/', '/contact']) {
    await openPage(page, path, 'en');
    const bakery = (await jsonLd(page)).find((ld) => ld['@type'] === 'Bakery');
    expect(bakery, path).toBeTruthy();
    expect(bakery?.name).toBe('Rosewater Bakery');
    expect(field(bakery?.address, 'streetAddress')).toBeTruthy();
    expect(bakery?.telephone).toMatch(/^\+971/);
    expect(bakery?.openingHours).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/)]),
    );
    const departments = bakery?.department as Ld[];
    expect(departments.length).toBeGreaterThanOrEqual(2);
    for (const branch of departments) {
      expect(field(branch.address, 'streetAddress')).toBeTruthy();
      expect(branch.telephone).toBeTruthy();
      expect(branch.openingHours).toBeTruthy();
    }
  }
});

test('a cake page is a Product with an Offer; the cakes list describes each cake', async ({ page }) => {
  await openPage(page, '/cakes?q=Berry', 'en');
  const list = (await jsonLd(page)).find((ld) => ld['@type'] === 'ItemList');
  const items = (list?.itemListElement as Ld[]).map((entry) => entry.item as Ld);
  expect(items.length).toBeGreaterThan(0);
  expect(items[0]?.['@type']).toBe('Product');

  await page.getByRole('link', { name: 'Berry cheesecake' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berry cheesecake');
  const product = (await jsonLd(page)).find((ld) => ld['@type'] === 'Product');
  expect(product?.name).toBe('Berry cheesecake');
  // Absolute, from the site's configured address (SITE_URL), as crawlers need it.
  expect(product?.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/media\//);
  expect(field(product?.offers, 'price')).toMatch(/^\d+\.\d\d$/);
  expect(field(product?.offers, 'priceCurrency')).toBe('AED');
});

test('a course page is a Course with provider, offers and an instance on its start date', async ({
  page,
}) => {
  await openPage(page, '/courses', 'ar');
  await page.locator('#main .card__link').first().click();
  await expect(page).toHaveURL(/\/courses\/\d+/);
  const course = (await jsonLd(page)).find((ld) => ld['@type'] === 'Course');
  expect(course?.name).toBeTruthy();
  expect(course?.description).toBeTruthy();
  expect(field(course?.provider, 'name')).toBe('مخبز ماء الورد');
  expect(field((course?.offers as Ld[])[0], 'priceCurrency')).toBe('AED');
  const instance = (course?.hasCourseInstance as Ld[])[0];
  expect(instance?.courseMode).toBeTruthy();
  expect(instance?.startDate ?? instance?.courseWorkload).toBeTruthy();
});

test('the FAQ page is an FAQPage of questions with accepted answers', async ({ page }) => {
  await openPage(page, '/faq', 'en');
  const faq = (await jsonLd(page)).find((ld) => ld['@type'] === 'FAQPage');
  const questions = faq?.mainEntity as Ld[];
  expect(questions.length).toBeGreaterThanOrEqual(6);
  for (const question of questions) {
    expect(question['@type']).toBe('Question');
    expect(question.name).toBeTruthy();
    expect(field(question.acceptedAnswer, '@type')).toBe('Answer');
    expect(field(question.acceptedAnswer, 'text')).toBeTruthy();
  }
});

test('the sitemap lists every public page and the seeded cakes and courses; robots.txt points at it', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  for (const path of [
    '/',
    '/cakes',
    '/courses',
    '/about',
    '/instructor',
    '/faq',
    '/contact',
    '/cake-categories',
    '/course-categories',
  ]) {
    expect(locs).toContain(path);
  }
  const cakes = (await (await request.get('/api/Cake/GetCakes?pageSize=100')).json()) as {
    items: { id: number; nameEn: string }[];
  };
  const seeded = cakes.items.filter(
    (cake) => cake.nameEn === 'Chocolate fudge cake' || cake.nameEn === 'Berry cheesecake',
  );
  expect(seeded).toHaveLength(2);
  for (const cake of seeded) expect(locs).toContain(`/cakes/${cake.id}`);
  const courses = (await (await request.get('/api/Course/GetCourses?pageSize=100')).json()) as {
    items: { id: number; titleEn: string }[];
  };
  const flowers = courses.items.find((course) => course.titleEn === 'Buttercream flowers masterclass');
  expect(locs).toContain(`/courses/${flowers?.id}`);
  expect(xml).toContain('hreflang="x-default"');
});
