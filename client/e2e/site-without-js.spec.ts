import type { Cake, CakeCategory, Category, Course, Paged } from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import type { Lang } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { SEEDED_PAGES } from './site-support';
import { dayFromToday } from './support/dates';
import { failedLoad } from './support/test';
import { say } from './support/texts';

/**
 * The public site with JavaScript off, on a phone, as a visitor with a browser that runs no script
 * (or whose script has not arrived): every page, every control and both requests work as plain
 * HTML, links and forms. The same journeys with JavaScript are orders.spec.ts and site-*.spec.ts.
 */

const DIR: Record<Lang, string> = { en: 'ltr', ar: 'rtl' };
const OTHER: Record<Lang, Lang> = { en: 'ar', ar: 'en' };

/** A seeded question and a piece of its answer. */
const FAQ: Record<Lang, { question: string; answer: string }> = {
  en: { question: 'Do you deliver?', answer: 'everywhere in Dubai' },
  ar: { question: 'هل لديكم خدمة توصيل؟', answer: 'جميع مناطق دبي' },
};

/**
 * A search in the visitor's language and the one seeded cake it finds (other tests of the same
 * server add pistachio cakes of their own, never one with these words).
 */
const SEARCH: Record<Lang, { query: string; found: string }> = {
  en: { query: 'rosewater', found: 'Pistachio & rosewater cake' },
  ar: { query: 'بماء الورد', found: 'كعكة الفستق الحلبي بماء الورد' },
};

const PHONE: Record<Lang, { typed: string; ascii: string }> = {
  en: { typed: '+971 50 765 4321', ascii: '+971 50 765 4321' },
  ar: { typed: '+٩٧١ ٥٠ ٧٦٥ ٤٣٢١', ascii: '+971 50 765 4321' },
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const seededHeading = (path: string, lang: Lang) =>
  SEEDED_PAGES.find((entry) => entry.path === path)?.heading[lang] ?? /^$/;

/** Opens the request form of a cake's or a course's page: a `<details>`, no script needed. */
async function openForm(page: Page, opener: string): Promise<void> {
  await page.locator('summary').filter({ hasText: opener }).click();
  await expect(page.locator('form.order-form')).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`without JavaScript, on a phone (${lang})`, () => {
    test.use({ lang, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test('every public page renders; the FAQ, the menu, search, paging and the language links work', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(failedLoad(404, '/no/such/page'));
      // Each page as it arrives: its heading and the seeded content, in the visitor's language.
      for (const { path, heading: title, shows } of SEEDED_PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
        await expect(heading(page), path).toHaveText(title[lang]);
        await expect(page.locator('#main').getByText(shows[lang]).first(), path).toBeVisible();
      }
      await page.goto('/track');
      await expect(heading(page)).toHaveText(say(lang, 'site.titles.track'));
      await expect(page.getByLabel(say(lang, 'site.track.reference'))).toBeVisible();

      // The FAQ: a question opens with a tap.
      await page.goto('/faq');
      const question = page.locator('summary').filter({ hasText: FAQ[lang].question });
      const answer = page.locator('details').filter({ has: question }).getByText(FAQ[lang].answer);
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();

      // The menu opens over the page and leads on.
      const nav = page.getByRole('navigation', { name: say(lang, 'site.navigation') });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: say(lang, 'site.menu') }).click();
      await nav.getByRole('link', { name: say(lang, 'site.titles.courses') }).click();
      await expect(heading(page)).toHaveText(seededHeading('/courses', lang));
      await expect(nav).toBeHidden();

      // A course, from its card.
      await page.locator('#main .card__link').first().click();
      await expect(page).toHaveURL(/\/courses\/\d+/);
      await expect(heading(page)).toBeVisible();
      await expect(page.locator('.facts')).toBeVisible();

      // Search is a GET form; a card leads to its cake, which offers its order form.
      await page.goto('/cakes');
      await page
        .getByRole('searchbox', { name: say(lang, 'site.cakes.searchLabel') })
        .fill(SEARCH[lang].query);
      await page.getByRole('button', { name: say(lang, 'site.filters.search') }).click();
      expect(new URL(page.url()).searchParams.get('q')).toBe(SEARCH[lang].query);
      await expect(page.locator('#main .card')).toHaveCount(1);
      await page.getByRole('link', { name: SEARCH[lang].found }).click();
      await expect(heading(page)).toHaveText(SEARCH[lang].found);
      await expect(page.getByRole('button', { name: say(lang, 'site.basket.add') })).toBeVisible();

      // Paging is links.
      await page.goto('/cakes');
      const pages = page.getByRole('navigation', { name: say(lang, 'site.pagination.label') });
      const firstCake = (await page.locator('#main .card__title').first().textContent()) ?? '';
      await pages.getByRole('link', { name: say(lang, 'site.pagination.next') }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(pages.locator('[aria-current="page"]')).toHaveAttribute('href', /page=2/);
      await expect(page.locator('#main .card__title').first()).not.toHaveText(firstCake);

      // The language link keeps the page, and back.
      const other = OTHER[lang];
      await page.getByRole('link', { name: say(other, `common.languages.${other}`) }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', DIR[other]);
      await expect(heading(page)).toHaveText(seededHeading('/cakes', other));
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      await page.getByRole('link', { name: say(lang, `common.languages.${lang}`) }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');

      // A path no page has: the site's own not-found page, status 404, and the way home.
      const missing = await page.goto('/no/such/page');
      expect(missing?.status()).toBe(404);
      await expect(heading(page)).toHaveText(say(lang, 'site.notFound.title'));
      await expect(page.locator('.site-header')).toBeVisible();
      await expect(page.locator('.site-footer')).toBeVisible();
      await page.getByRole('link', { name: say(lang, 'site.notFound.back') }).click();
      await expect(heading(page)).toHaveText(seededHeading('/', lang));
    });

    test('a cake order and a course booking go through after the server sends each back to fix, and tracking finds both', async ({
      page,
      api,
      allowConsoleErrors,
    }) => {
      // The server answers a form to fix with 400, as it should.
      allowConsoleErrors(failedLoad(400));
      const [cakeCategory] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
      const cakeName = unique('No-script cake');
      const cake = await api.post<Cake>(
        'Cake/AddCake',
        { nameEn: cakeName, nameAr: `${cakeName} ع`, price: '30', cakeCategoryId: cakeCategory?.id ?? 1 },
        true,
      );
      const [courseCategory] = await api.get<Category[]>('Category/GetCategories');
      const courseTitle = unique('No-script course');
      const course = await api.post<Course>(
        'Course/AddCourse',
        {
          titleEn: courseTitle,
          titleAr: `${courseTitle} ع`,
          price: '80',
          categoryId: courseCategory?.id ?? 1,
          seats: '4',
          startDate: dayFromToday(25).iso,
        },
        true,
      );
      const customer = unique('No-script visitor');
      const message = lang === 'ar' ? 'مبروك' : 'Congratulations';
      // Each page the server sends, the first and the one sent back to fix, has its own form.
      const form = page.locator('form.order-form');
      const refused = form.locator('.field[data-invalid]');

      // The cake: into the basket and ordered, all as forms; a phone that is not one comes back
      // beside its field, with everything chosen and typed kept.
      await page.goto(`/cakes/${cake.id}`);
      await page.getByLabel(say(lang, 'site.basket.quantity')).fill(lang === 'ar' ? '٢' : '2');
      await page.getByLabel(say(lang, 'site.basket.message')).fill(message);
      await page.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
      await expect(page).toHaveURL(/\/basket$/);
      await page.getByLabel(say(lang, 'site.order.branch')).selectOption({ index: 1 });
      await page.getByRole('button', { name: say(lang, 'site.basket.showDays') }).click();
      const checkout = page.locator('form.checkout__order');
      const pickupDay = checkout.getByLabel(say(lang, 'site.order.pickupDate'));
      const firstOpen = pickupDay.locator('option:not([disabled]):not([value=""])').first();
      const day = (await firstOpen.getAttribute('value')) ?? '';
      await pickupDay.selectOption(day);
      const cakeKey = await checkout.locator('input[name="idempotencyKey"]').inputValue();
      await checkout.getByLabel(say(lang, 'site.order.name')).fill(customer);
      await checkout.getByLabel(say(lang, 'site.order.phone')).fill('call me');
      await checkout.getByRole('button', { name: say(lang, 'site.basket.submit') }).click();

      const refusedLine = checkout.locator('.field[data-invalid]');
      await expect(refusedLine).toHaveCount(1);
      // The page lands on it (autofocus), not at the top of a long page.
      await expect(refusedLine.getByLabel(say(lang, 'site.order.phone'))).toBeFocused();
      await expect(refusedLine.getByLabel(say(lang, 'site.order.phone'))).toHaveValue('call me');
      await expect(refusedLine.locator('.field__error')).toHaveText(say(lang, 'dashboard.validation.phone'));
      await expect(checkout.getByLabel(say(lang, 'site.order.pickupDate'))).toHaveValue(day);
      await expect(checkout.getByLabel(say(lang, 'site.order.name'))).toHaveValue(customer);
      await expect(page.locator('.basket-line q')).toHaveText(message);
      // The same request: sending it again cannot make a second order.
      await expect(checkout.locator('input[name="idempotencyKey"]')).toHaveValue(cakeKey);

      await checkout.getByLabel(say(lang, 'site.order.phone')).fill(PHONE[lang].typed);
      await checkout.getByRole('button', { name: say(lang, 'site.basket.submit') }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=[0-9A-Z-]+/);
      const cakeReference = (await page.locator('.received__reference').textContent())?.trim() ?? '';
      expect(cakeReference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const orders = await api.get<Paged<{ reference: string; phone: string; quantity: number }>>(
        `Order/GetCakeOrders?q=${encodeURIComponent(customer)}`,
      );
      expect(orders.items).toEqual([
        // Stored in E.164, however it was typed.
        expect.objectContaining({ reference: cakeReference, phone: '+971507654321', quantity: 2 }),
      ]);

      // The course: a phone number that is not one comes back beside its field.
      await page.goto(`/courses/${course.id}`);
      await openForm(page, say(lang, 'site.booking.open'));
      const bookingKey = await form.locator('input[name="idempotencyKey"]').inputValue();
      await form.getByLabel(say(lang, 'site.order.name')).fill(customer);
      await form.getByLabel(say(lang, 'site.order.phone')).fill('call me');
      await form.getByRole('button', { name: say(lang, 'site.booking.submit') }).click();

      await expect(refused).toHaveCount(1);
      await expect(refused.getByLabel(say(lang, 'site.order.phone'))).toBeFocused();
      await expect(refused.getByLabel(say(lang, 'site.order.phone'))).toHaveValue('call me');
      await expect(refused.locator('.field__error')).toHaveText(say(lang, 'dashboard.validation.phone'));
      await expect(form.getByLabel(say(lang, 'site.order.name'))).toHaveValue(customer);
      await expect(form.locator('input[name="idempotencyKey"]')).toHaveValue(bookingKey);
      await form.getByLabel(say(lang, 'site.order.phone')).fill(PHONE[lang].typed);
      await form.getByRole('button', { name: say(lang, 'site.booking.submit') }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=[0-9A-Z-]+&kind=course&phone=[^&]+&day=[^&]+$/);
      const bookingReference = (await page.locator('.received__reference').textContent())?.trim() ?? '';

      // Tracking: the confirmation leads there with the reference filled in; the phone finds it.
      await page
        .locator('#main')
        .getByRole('link', { name: say(lang, 'site.received.track') })
        .click();
      await expect(page.getByLabel(say(lang, 'site.track.reference'))).toHaveValue(bookingReference);
      await page.getByLabel(say(lang, 'site.track.phone')).fill(PHONE[lang].typed);
      await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
      const result = page.locator('.track__result');
      await expect(result).toContainText(lang === 'ar' ? `${courseTitle} ع` : courseTitle);
      await expect(result).toContainText(say(lang, 'site.track.statusText.new'));

      await page.getByLabel(say(lang, 'site.track.reference')).fill(cakeReference);
      await page.getByLabel(say(lang, 'site.track.phone')).fill(PHONE[lang].ascii);
      await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
      await expect(result).toContainText(lang === 'ar' ? `${cakeName} ع` : cakeName);
      await expect(result).toContainText(say(lang, 'site.track.statusText.new'));
    });
  });
}
