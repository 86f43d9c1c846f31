import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Cake, CakeCategory, Category, Course, Paged } from '@cakeshop/shared';
import type { Locator, Page, TestInfo } from '@playwright/test';

import type { Lang } from './dashboard-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dayFromToday } from './support/dates';
import { startIsland } from './site-support';
import { say } from './support/texts';
import { islandOf, waitForIsland } from './basket-support';

/** Full-page screenshots of the public pages under <output folder>/orders, attached to the report. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(testInfo.project.outputDir, 'orders');
  mkdirSync(dir, { recursive: true });
  const body = await page.screenshot({
    path: join(dir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await testInfo.attach(`${name}.png`, { body, contentType: 'image/png' });
}

/**
 * Opens the booking form of a course's page (a `<details>`: it opens without any script) and
 * starts its island, as a visitor does by tapping a field: from then on the form checks what is
 * typed and sends without a reload.
 */
async function openForm(page: Page, opener: string, field: string): Promise<Locator> {
  await page.locator('summary').filter({ hasText: opener }).click();
  const form = page.locator('form.order-form');
  await expect(form).toBeVisible();
  await startIsland(form.getByLabel(field));
  return form;
}

const PHONE: Record<Lang, { typed: string; ascii: string }> = {
  en: { typed: '+971 50 123 4567', ascii: '+971 50 123 4567' },
  // An Arabic keyboard types Arabic-Indic digits; the site stores them as ASCII.
  ar: { typed: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', ascii: '+971 50 123 4567' },
};

for (const lang of ['en', 'ar'] as const) {
  test.describe(`ordering and booking on a phone (${lang})`, () => {
    test.use({ lang, viewport: { width: 390, height: 844 } });

    test('a visitor orders a cake, gets a reference, the staff confirm it, and tracking shows it confirmed', async ({
      page,
      api,
    }, testInfo) => {
      const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
      const cakeName = unique('E2E Order cake');
      const cake = await api.post<Cake>(
        'Cake/AddCake',
        { nameEn: cakeName, nameAr: `${cakeName} ع`, price: '40', cakeCategoryId: category?.id ?? 1 },
        true,
      );
      const customer = unique('Visitor');

      await page.goto(`/cakes/${cake.id}`);
      const add = islandOf(page, 'addToBasket');
      await add.getByLabel(say(lang, 'site.basket.quantity')).fill(lang === 'ar' ? '٢' : '2');
      await waitForIsland(add);
      await add
        .getByLabel(say(lang, 'site.basket.message'))
        .fill(lang === 'ar' ? 'عيد ميلاد سعيد' : 'Happy birthday');
      await add.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
      await expect(page).toHaveURL(/\/basket$/);

      const form = page.locator('form.checkout__order');
      await page.getByLabel(say(lang, 'site.order.branch')).selectOption({ index: 1 });
      await waitForIsland(islandOf(page, 'basket'));
      await expect(form.locator('.order-form__total')).toContainText(
        say(lang, 'site.order.total', { total: '' }).trim(),
      );
      await form.locator('.date-picker__day[data-state="open"]').first().click();
      // A missing phone is said next to the field, and nothing typed is lost.
      await form.getByLabel(say(lang, 'site.order.name')).fill(customer);
      await form.getByRole('button', { name: say(lang, 'site.basket.submit') }).click();
      await expect(form.locator('.field[data-invalid] .field__error')).toHaveCount(1);
      await expect(form.getByLabel(say(lang, 'site.order.name'))).toHaveValue(customer);
      await expectNoSeriousA11yViolations(page, testInfo, `order-form-${lang}`);
      await shoot(page, testInfo, `order-form-${lang}`);

      await form.getByLabel(say(lang, 'site.order.phone')).fill(PHONE[lang].typed);
      // A double click sends the same form twice: one order comes of it.
      await form.getByRole('button', { name: say(lang, 'site.basket.submit') }).dblclick();
      await expect(page).toHaveURL(/\/thank-you\?ref=/);
      const reference = (await page.locator('.received__reference').textContent())?.trim() ?? '';
      expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expectNoSeriousA11yViolations(page, testInfo, `received-${lang}`);
      await shoot(page, testInfo, `received-${lang}`);

      const orders = await api.get<Paged<{ id: number; reference: string; phone: string; quantity: number }>>(
        `Order/GetCakeOrders?q=${encodeURIComponent(customer)}`,
      );
      expect(orders.totalCount).toBe(1);
      // Stored in E.164, however it was typed.
      expect(orders.items[0]).toMatchObject({ reference, phone: '+971501234567', quantity: 2 });

      // The staff: the bell counts new requests and opens the inbox; the order is confirmed there.
      await page.goto('/dashboard/home');
      const bell = page.locator('.topbar__bell');
      await expect(bell.locator('.topbar__count')).toBeVisible();
      await bell.click();
      await expect(page).toHaveURL(/\/dashboard\/inbox/);
      await page.getByLabel(say(lang, 'dashboard.inbox.search')).fill(customer);
      await page.getByLabel(say(lang, 'dashboard.inbox.search')).press('Enter');
      await expect(page.getByRole('link', { name: reference })).toBeVisible();
      await auditScreen(page, testInfo, 'inbox', lang);
      await page.getByRole('link', { name: reference }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/inbox/cake/${orders.items[0]?.id}$`));
      await expect(page.getByRole('link', { name: '+971501234567' })).toHaveAttribute(
        'href',
        'tel:+971501234567',
      );
      await page.getByRole('button', { name: say(lang, 'dashboard.inbox.action.confirmed') }).click();
      await expect(page.locator('.page-title + .screen-intro .status-badge')).toHaveText(
        say(lang, 'dashboard.inbox.status.confirmed'),
      );
      await auditScreen(page, testInfo, 'order-detail', lang);

      // The visitor follows it with the reference and the phone (typed another way).
      await page.goto(`/track?ref=${reference}`);
      // The island takes the form over as the visitor starts on it: it answers without a reload.
      await startIsland(page.getByLabel(say(lang, 'site.track.phone')));
      await page.getByLabel(say(lang, 'site.track.phone')).fill('00971501234567'.slice(2));
      await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
      await expect(page.getByText(say(lang, 'site.track.statusText.confirmed'))).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `track-${lang}`);
      await shoot(page, testInfo, `track-${lang}`);
    });

    test('a visitor books the last seat and the course then shows fully booked', async ({
      page,
      api,
    }, testInfo) => {
      const [category] = await api.get<Category[]>('Category/GetCategories');
      const title = unique('E2E Last seat');
      const course = await api.post<Course>(
        'Course/AddCourse',
        {
          titleEn: title,
          titleAr: `${title} ع`,
          price: '75',
          categoryId: category?.id ?? 1,
          seats: '1',
          startDate: dayFromToday(20).iso,
          startTime: '18:30',
        },
        true,
      );

      await page.goto(`/courses/${course.id}`);
      const seatsLeft = lang === 'ar' ? 'بقي مقعد واحد' : '1 seat left';
      await expect(page.getByText(seatsLeft)).toBeVisible();
      const form = await openForm(page, say(lang, 'site.booking.open'), say(lang, 'site.order.name'));
      await form.getByLabel(say(lang, 'site.order.name')).fill(unique('Booker'));
      await form.getByLabel(say(lang, 'site.order.phone')).fill(PHONE[lang].typed);
      await expectNoSeriousA11yViolations(page, testInfo, `booking-form-${lang}`);
      await shoot(page, testInfo, `booking-form-${lang}`);
      await form.getByRole('button', { name: say(lang, 'site.booking.submit') }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=.*kind=course/);

      // A booking drops no rendered page (docs/architecture.md, "Per visitor, on a shared page"): the
      // course's page says so once its copy of at most 5 s is over, as it would behind any backend.
      await expect(async () => {
        await page.goto(`/courses/${course.id}`);
        await expect(page.locator('.detail__closed')).toContainText(say(lang, 'site.booking.full'), {
          timeout: 1_000,
        });
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: say(lang, 'site.booking.open') })).toHaveCount(0);
      await shoot(page, testInfo, `course-full-${lang}`);
    });
  });
}

test('a course that took place is not in the public list and cannot be booked', async ({ page, api }) => {
  const [category] = await api.get<Category[]>('Category/GetCategories');
  const title = unique('E2E Past course');
  const course = await api.post<Course>(
    'Course/AddCourse',
    {
      titleEn: title,
      titleAr: 'دورة سابقة',
      price: '10',
      categoryId: category?.id ?? 1,
      startDate: dayFromToday(-3).iso,
    },
    true,
  );
  await page.goto(`/courses?q=${encodeURIComponent(title)}`);
  await expect(page.getByText(say('en', 'site.courses.noResults', { query: title }))).toBeVisible();
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText(say('en', 'site.booking.past'))).toBeVisible();
  await expect(page.getByRole('button', { name: say('en', 'site.booking.open') })).toHaveCount(0);
});
