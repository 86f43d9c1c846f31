import { auditScreen, expect, test } from './dashboard-support';
import { failedLoad } from './support/test';

test('an administrator is added; a taken e-mail or username is explained on its field', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedLoad(409, '/api/Auth/AddUser'));
  const id = `e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'e2e-Admin-Password-1';
  await page.goto('/pages/users');
  await page.getByLabel('Username').fill(id);
  await page.getByLabel('E-mail').fill(`${id}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Add administrator' }).click();
  await expect(page.getByText(`Administrator “${id}” added.`)).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  const login = await api.post<{ token: string }>('Auth/Login', { email: `${id}@example.com`, password });
  expect(login.token).toBeTruthy();

  await page.getByLabel('Username').fill(`${id}x`);
  await page.getByLabel('E-mail').fill(`${id}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Add administrator' }).click();
  await expect(page.getByText('An administrator with this e-mail already exists.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Username').fill(id);
  await page.getByLabel('E-mail').fill(`${id}x@example.com`);
  await page.getByRole('button', { name: 'Add administrator' }).click();
  await expect(page.getByText('This username is already taken.')).toBeVisible();
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`administrators in ${lang}`, () => {
    test.use({ lang });
    test('validation in the active language; no serious axe violation', async ({ page }, testInfo) => {
      await page.goto('/pages/users');
      await page.getByLabel(lang === 'en' ? 'Password' : 'كلمة المرور').fill('short');
      await page.getByRole('button', { name: lang === 'en' ? 'Add administrator' : 'إضافة مسؤول' }).click();
      await expect(
        page.getByText(lang === 'en' ? 'Enter at least 10 characters.' : 'أدخل 10 أحرف على الأقل.'),
      ).toBeVisible();
      await auditScreen(page, testInfo, 'users', lang);
    });
  });
}
