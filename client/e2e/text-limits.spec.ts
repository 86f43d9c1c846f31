import type { CakeCategory, Category, Course, CourseBooking, Paged } from '@cakeshop/shared';

import type { AdminApi } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { startIsland } from './site-support';
import { dayFromToday } from './support/dates';
import { failedLoad } from './support/test';
import { bilingualLabel, say } from './support/texts';

const lang = 'ar' as const;
/** A name of 139 characters, nearly twice the 80 a visitor's name may have, ending in a whole word. */
const LONG_NAME = `${'عبد الرحمن بن محمد '.repeat(7)}الشمري`.slice(0, 139);

async function courseToBook(api: AdminApi): Promise<Course> {
  const [category] = await api.get<Category[]>('Category/GetCategories');
  const title = unique('E2E Long name');
  return api.post<Course>(
    'Course/AddCourse',
    {
      titleEn: title,
      titleAr: `${title} ع`,
      price: '75',
      categoryId: category?.id ?? 1,
      seats: '5',
      startDate: dayFromToday(20).iso,
    },
    true,
  );
}

async function bookingsOf(api: AdminApi, course: Course): Promise<number> {
  const found = await api.get<Paged<CourseBooking>>(`Booking/GetCourseBookings?courseId=${course.id}`);
  return found.totalCount;
}

test.describe('a name longer than its limit, on a phone in Arabic', () => {
  test.use({ lang, viewport: { width: 390, height: 844 } });

  test('is kept whole as typed, counted against its limit as it is typed, and refused with the limit said, never cut', async ({
    page,
    api,
  }) => {
    expect(LONG_NAME).toHaveLength(139);
    const course = await courseToBook(api);
    await page.goto(`/courses/${course.id}`);
    await page
      .locator('summary')
      .filter({ hasText: say(lang, 'site.booking.open') })
      .click();
    const form = page.locator('form.order-form');
    const name = form.getByLabel(say(lang, 'site.order.name'));
    await startIsland(name);
    await expect(form.locator('.field__count').first()).toHaveText('٠ من ٨٠ حرفًا');

    await name.fill(LONG_NAME);
    await expect(name).toHaveValue(LONG_NAME);
    const count = form.locator('.field__count').first();
    await expect(count).toHaveText('١٣٩ من ٨٠ حرفًا');
    await expect(count).toHaveAttribute('data-over', 'true');

    await form.getByLabel(say(lang, 'site.order.phone')).fill('٠٥٠١٢٣٤٥٦٧');
    await form.getByRole('button', { name: say(lang, 'site.booking.submit') }).click();
    await expect(name).toHaveAccessibleDescription(/لا يزيد النص على ٨٠ حرفًا، وفيه الآن ١٣٩/);
    await expect(name).toHaveValue(LONG_NAME);
    expect(await bookingsOf(api, course)).toBe(0);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the server refuses it beside the field, the name kept whole for shortening', async ({
      page,
      api,
      allowConsoleErrors,
    }) => {
      // The page comes back with what to fix as a 400, which the browser logs.
      allowConsoleErrors(failedLoad(400));
      const course = await courseToBook(api);
      await page.goto(`/courses/${course.id}`);
      await page
        .locator('summary')
        .filter({ hasText: say(lang, 'site.booking.open') })
        .click();
      const form = page.locator('form.order-form');
      await form.getByLabel(say(lang, 'site.order.name')).fill(LONG_NAME);
      await form.getByLabel(say(lang, 'site.order.phone')).fill('٠٥٠١٢٣٤٥٦٧');
      await form.getByRole('button', { name: say(lang, 'site.booking.submit') }).click();
      const name = page.locator('form.order-form').getByLabel(say(lang, 'site.order.name'));
      await expect(name).toHaveValue(LONG_NAME);
      await expect(name).toHaveAccessibleDescription(/لا يزيد النص على ٨٠ حرفًا، وفيه الآن ١٣٩/);
      expect(await bookingsOf(api, course)).toBe(0);
    });
  });
});

test.describe('a cake’s name longer than its limit, in the Arabic dashboard', () => {
  test.use({ lang });

  test('is kept whole, counted, and refused with the limit said', async ({ page, api }) => {
    const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
    // 149 characters: a cake's name takes 120.
    const long = 'كعكة '.repeat(30).trim();
    await page.goto('/dashboard/cake');
    await page.getByRole('button', { name: say(lang, 'dashboard.cakes.add') }).click();
    const dialog = page.getByRole('dialog');
    const arabic = dialog.getByLabel(bilingualLabel(lang, 'name', 'inArabic'));
    await dialog.getByLabel(bilingualLabel(lang, 'name', 'inEnglish')).fill(unique('E2E Long cake'));
    await arabic.fill(long);
    await expect(arabic).toHaveValue(long);
    await expect(arabic).toHaveAccessibleDescription(/١٤٩ من ١٢٠ حرف/);
    await dialog.getByLabel(say(lang, 'dashboard.fields.category')).selectOption(String(category?.id));
    await dialog.getByRole('button', { name: say(lang, 'common.save') }).click();
    await expect(arabic).toHaveAccessibleDescription(/لا يزيد النص على ١٢٠ حرفًا، وفيه الآن ١٤٩/);
    await expect(dialog).toBeVisible();
  });
});
