import type { Category, Course, Paged } from '@cakeshop/shared';

import { auditScreen, expect, makePng, test, unique } from './dashboard-support';
import { dayFromToday, longDate } from './support/dates';

test('a course added with a start day is stored at UTC midnight and shown as day, month, year', async ({
  page,
  api,
}) => {
  const [category] = await api.get<Category[]>('Category/GetCategories');
  const title = unique('E2E Course');
  await page.goto(`/dashboard/courses?catId=${category?.id}`);
  await page.getByRole('button', { name: 'Add course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add course' });
  await expect(dialog.getByLabel('Category')).toHaveValue(String(category?.id));
  await dialog.getByLabel('Title (English)').fill(title);
  await dialog.getByLabel('Title (Arabic)').fill('دورة تجريبية');
  await dialog.getByLabel(/^Price/).fill('99');
  await dialog.getByLabel('Seats').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter 1 or more.')).toBeVisible();
  await dialog.getByLabel('Seats').fill('12');
  await dialog.getByLabel('Duration (hours)').fill('6');
  // A day ahead of whatever today is, so the course is upcoming on any date the suite runs.
  const start = dayFromToday(40);
  await dialog.getByLabel('Start date').fill(start.input);
  const shown = await longDate(page, start.iso);
  await expect(dialog.getByText(shown)).toBeVisible();
  await dialog
    .getByLabel('Picture')
    .setInputFiles({ name: 'course.png', mimeType: 'image/png', buffer: makePng([90, 140, 200]) });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const found = await api.get<Paged<Course>>(`Course/GetCourses?q=${encodeURIComponent(title)}`);
  expect(found.items[0]).toMatchObject({
    startDate: start.iso,
    seats: 12,
    durationHours: 6,
    price: 99,
  });
  await page.goto(`/dashboard/courses?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(shown);
  await expect(row.getByRole('img', { name: title })).toHaveAttribute('src', /^\/api\/media\//);
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`courses screen in ${lang}`, () => {
    test.use({ lang });
    test('no serious axe violation; the form validates in the active language', async ({
      page,
    }, testInfo) => {
      await page.goto('/dashboard/courses');
      await expect(page.getByRole('table')).toBeVisible();
      await auditScreen(page, testInfo, 'courses', lang);
      await page.getByRole('button', { name: lang === 'en' ? 'Add course' : 'إضافة دورة' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(lang === 'en' ? /^Price/ : /^السعر/).fill('1.9999');
      await dialog.getByRole('button', { name: lang === 'en' ? 'Save' : 'حفظ' }).click();
      await expect(
        dialog.getByText(
          lang === 'en' ? 'Use at most three decimal places.' : 'استخدم ثلاث منازل عشرية على الأكثر.',
        ),
      ).toBeVisible();
      await auditScreen(page, testInfo, 'course-form', lang);
    });
  });
}
