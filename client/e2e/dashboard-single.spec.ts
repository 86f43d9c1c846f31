import type { AboutData, HomeData, InstructorData } from '@cakeshop/shared';

import { auditScreen, expect, makePng, test, unique } from './dashboard-support';

test('Home: a saved change reaches the API and survives a reload; leaving with changes asks first', async ({
  page,
  api,
}) => {
  const before = await api.get<HomeData>('Home/GetHomeData');
  const subtitle = unique('E2E subtitle');
  await page.goto('/dashboard/home-page');
  await page.getByLabel('Hero subtitle (English)').fill(subtitle);
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  await page.getByRole('link', { name: 'About' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home-page$/);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the site shows it now.')).toBeVisible();
  expect((await api.get<HomeData>('Home/GetHomeData')).heroSubtitleEn).toBe(subtitle);
  await page.reload();
  await expect(page.getByLabel('Hero subtitle (English)')).toHaveValue(subtitle);
  await api.post('Home/UpdateHomeData', { ...before, imageUrl: '', imageSrcset: '' }, true);
});

test('About: an empty required field is refused with its message; the language indicator notices', async ({
  page,
  api,
}) => {
  const before = await api.get<AboutData>('About/GetAboutData');
  await page.goto('/dashboard/about');
  await expect(page.getByText('Arabic: complete')).toBeVisible();
  await page.getByLabel('Title (Arabic)').fill('');
  await expect(page.getByText('Arabic: 1 field missing')).toBeVisible();
  await expect(page.getByLabel('Title (Arabic)')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  expect((await api.get<AboutData>('About/GetAboutData')).titleAr).toBe(before.titleAr);
});

test('Instructor: an uploaded photo is previewed, saved with progress and kept after a reload', async ({
  page,
  api,
}) => {
  await page.goto('/dashboard/instructor');
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng([40, 160, 90]) });
  const preview = page.getByRole('img', { name: 'Preview of the picture' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the site shows it now.')).toBeVisible();
  const saved = await api.get<InstructorData>('Instructor/GetInstructorData');
  expect(saved.imageUrl).toMatch(/^\/api\/media\//);
  await page.reload();
  await expect(preview).toHaveAttribute('src', saved.imageUrl ?? '');
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`single pages in ${lang}`, () => {
    test.use({ lang });
    test('no serious axe violation on Home, About and Instructor', async ({ page }, testInfo) => {
      for (const name of ['home-page', 'about', 'instructor']) {
        await page.goto(`/dashboard/${name}`);
        await expect(page.locator('form.entity-form')).toBeVisible();
        await auditScreen(page, testInfo, name, lang);
      }
    });
  });
}
