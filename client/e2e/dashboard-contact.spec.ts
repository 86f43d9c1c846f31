import type { ContactBranch } from '@cakeshop/shared';

import { auditScreen, expect, test, unique } from './dashboard-support';

test('branches: add, fix a pointed-out error, reorder and save in one call; the order persists', async ({
  page,
  api,
}) => {
  const original = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
  const count = original.length;
  const name = unique('E2E Branch');
  try {
    await page.goto('/dashboard/contact');
    await expect(page.getByRole('group', { name: `Branch ${count}`, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add branch' }).click();
    const added = page.getByRole('group', { name: `Branch ${count + 1}`, exact: true });
    await added.getByLabel('Name (English)').fill(name);
    await added.getByLabel('Name (Arabic)').fill('فرع تجريبي');
    await added.getByLabel('Address (English)').fill('1 Test Street');
    await added.getByLabel('Address (Arabic)').fill('١ شارع الاختبار');
    await added.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Check branch ${count + 1}: Enter a valid e-mail address.` }),
    ).toBeVisible();
    await expect(added.getByText('Enter a valid e-mail address.')).toBeVisible();

    await added.getByLabel('E-mail').fill('test@example.com');
    await page.getByRole('button', { name: `Move branch ${count + 1} up` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Branches saved.')).toBeVisible();
    const saved = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    expect(saved.map((branch) => branch.nameEn)).toEqual([
      ...original.slice(0, count - 1).map((branch) => branch.nameEn),
      name,
      original[count - 1]?.nameEn,
    ]);
    await page.reload();
    await expect(
      page.getByRole('group', { name: `Branch ${count}`, exact: true }).getByLabel('Name (English)'),
    ).toHaveValue(name);
  } finally {
    await api.post('ContactUs/UpdateContactUs', { branches: original });
  }
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`contact in ${lang}`, () => {
    test.use({ lang });
    test('no serious axe violation', async ({ page }, testInfo) => {
      await page.goto('/dashboard/contact');
      await expect(page.getByRole('group').first()).toBeVisible();
      await auditScreen(page, testInfo, 'contact', lang);
    });
  });
}
