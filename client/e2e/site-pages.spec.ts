import type { Page } from '@playwright/test';

import { expect, failedLoad, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage, SEEDED_PAGES } from './site-support';

/** Lighthouse's heading-order: once the page has settled, no heading is more than one level below the one before. */
async function expectHeadingsInOrder(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
  expect({ levels, skips }).toEqual({ levels, skips: [] });
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`public pages in ${lang}`, () => {
    for (const { path, heading, shows } of SEEDED_PAGES) {
      test(`${path} shows the seeded content, has a title and description, and axe finds nothing serious`, async ({
        page,
      }, testInfo) => {
        await openPage(page, path, lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[lang]);
        await expect(page.locator('#main').getByText(shows[lang]).first()).toBeVisible();
        await expect(page).toHaveTitle(lang === 'en' ? /Rosewater Bakery/ : /مخبز ماء الورد/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /lang=ar/);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toBeAttached();
        await expect(page.locator('meta[property="og:title"]')).toBeAttached();
        await expectNoSeriousA11yViolations(page, testInfo, `${lang}${path}`);
        await expectHeadingsInOrder(page);
      });
    }
  });
}

/** Widths of the phones most visitors use, from the smallest still sold. */
const PHONE_WIDTHS = [320, 360, 390, 430];

for (const lang of ['en', 'ar'] as const) {
  test(`on a phone (320–430 px), no public page is wider than the screen, in ${lang}`, async ({ page }) => {
    const cake = await page.request.get('/api/Cake/GetCakes?pageSize=1');
    const course = await page.request.get('/api/Course/GetCourses?pageSize=1');
    const cakeId = ((await cake.json()) as { items: { id: number }[] }).items[0]?.id;
    const courseId = ((await course.json()) as { items: { id: number }[] }).items[0]?.id;
    const paths = [...SEEDED_PAGES.map((entry) => entry.path), `/cakes/${cakeId}`, `/courses/${courseId}`];
    for (const path of paths) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0] ?? 320, height: 800 });
      await openPage(page, path, lang);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
        }));
        expect(widths.page, `${path} at ${width} px`).toBeLessThanOrEqual(widths.screen);
      }
    }
  });
}

test('a page number past the last page says so, answers 404, and leads to the last page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedLoad(404, '/cakes?page=99'));
  const response = await page.goto('/cakes?page=99&lang=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('There is no page 99.')).toBeVisible();
  await page.getByRole('link', { name: /^Go to the last page/ }).click();
  await expect(page).toHaveURL(/page=\d+/);
  await expect(page.locator('#main .card').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
  ).toBeVisible();
});

test('a FAQ question is a <details> that opens and closes with the keyboard, its answer inside', async ({
  page,
}) => {
  await openPage(page, '/faq', 'en');
  const question = page.locator('summary').filter({ hasText: 'Do you deliver?' });
  const item = page.locator('details').filter({ has: question });
  const answer = item.getByText('everywhere in Dubai');
  await expect(item).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test('on a phone the menu button opens the navigation over the page; Escape closes it; a link leads on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/', 'en');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Site navigation' });
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await toggle.click();
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
  await expect(nav).toBeHidden();
});

test('contact lists each branch with tel:, mailto: and map links, and the skip link reaches the content', async ({
  page,
}) => {
  await openPage(page, '/contact', 'en');
  const main = page.locator('#main');
  await expect(main.locator('a[href^="tel:+97145550141"]')).toBeVisible();
  await expect(main.locator('a[href="mailto:marina@rosewater-bakery.example"]')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open in maps (Dubai Marina)' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps/,
  );
  // The week's hours come from each branch's calendar: Dubai Marina opens every day 9:00–23:00.
  const marina = main.getByRole('article').filter({ hasText: 'Dubai Marina' });
  const week = marina.getByRole('table', { name: 'This week' });
  await expect(week.getByRole('row')).toHaveCount(7);
  await expect(week.getByRole('cell', { name: '9:00–23:00', exact: true })).toHaveCount(7);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('an unknown public path: 404 with the site’s not-found page, its header and footer, and the way home', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedLoad(404, '/no/such/page'));
  const response = await page.goto('/no/such/page?lang=ar');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا، الصفحة غير موجودة');
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.locator('.site-footer')).toBeVisible();
  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL(/\/(\?lang=ar)?$/);
  await expect(page.locator('.hero')).toBeVisible();
});
