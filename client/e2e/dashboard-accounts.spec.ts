import type { User } from '@cakeshop/shared';

import { addUser, guestPage, USER_PASSWORD } from './accounts-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { failedLoad } from './support/test';
import { logIn } from './support/session';

test('an owner adds an editor (a common password refused first), the editor sees no owner pages, and removing them ends their session', async ({
  page,
  browser,
  baseURL,
  api,
  allowConsoleErrors,
}) => {
  // Two browsers and three password checks.
  test.slow();
  allowConsoleErrors(failedLoad(400, '/api/Auth/AddUser'));
  const username = unique('e2e').replace(' ', '.');
  const email = `${username}@example.com`;
  await page.goto('/dashboard/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(email);
  await expect(dialog.getByLabel('Editor')).toBeChecked();
  await dialog.getByLabel('Password', { exact: true }).fill('password12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This password is too common or too easy to guess.')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Editor');
  await expect(row).toContainText('Never');

  const editor = await guestPage(browser, baseURL ?? '', 'en');
  await logIn(editor, { as: { email, password: USER_PASSWORD } });
  const nav = editor.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Backup' })).toHaveCount(0);
  await editor.goto('/dashboard/accounts');
  await expect(editor.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  await page.reload();
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Remove “${username}”` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this account?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`Account “${username}” removed.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await api.get<User[]>('Auth/GetUsers')).some((user) => user.username === username)).toBe(false);

  // The editor's token is refused now: the next page they open is the login page.
  await editor.goto('/dashboard/faq');
  await expect(editor).toHaveURL(/\/account\/login\?redirectURL=%2Fdashboard%2Ffaq/);
  await editor.context().close();
});

test('the owner cannot remove themselves: their own row has no remove button', async ({ page }) => {
  await page.goto('/dashboard/accounts');
  const own = page.getByRole('row').filter({ hasText: '(you)' });
  await expect(own).toHaveCount(1);
  await expect(own.getByRole('button')).toHaveCount(0);
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`accounts in ${lang}`, () => {
    test.use({ lang });
    test('a refused password and a taken e-mail are said in the active language; no serious axe violation', async ({
      page,
      api,
      allowConsoleErrors,
    }, testInfo) => {
      allowConsoleErrors(failedLoad(409, '/api/Auth/AddUser'), failedLoad(400, '/api/Auth/AddUser'));
      const taken = await addUser(api, 'editor');
      const add = lang === 'en' ? 'Add account' : 'إضافة حساب';
      await page.goto('/dashboard/accounts');
      await expect(page.getByRole('row').filter({ hasText: taken.user.username })).toBeVisible();
      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog', { name: add });
      await dialog
        .getByLabel(lang === 'en' ? 'Username' : 'اسم المستخدم')
        .fill(unique('e2e').replace(' ', '.'));
      await dialog.getByLabel(lang === 'en' ? 'E-mail' : 'البريد الإلكتروني').fill(taken.email);
      await dialog
        .getByLabel(lang === 'en' ? 'Password' : 'كلمة المرور', { exact: true })
        .fill(USER_PASSWORD);
      await dialog.getByRole('button', { name: lang === 'en' ? 'Save' : 'حفظ' }).click();
      await expect(
        dialog.getByText(
          lang === 'en'
            ? 'A user with this e-mail already exists.'
            : 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل.',
        ),
      ).toBeVisible();
      await dialog
        .getByLabel(lang === 'en' ? 'E-mail' : 'البريد الإلكتروني')
        .fill(`${unique('e2e').replace(' ', '.')}@example.com`);
      await dialog.getByLabel(lang === 'en' ? 'Password' : 'كلمة المرور', { exact: true }).fill('qwertyuiop');
      await dialog.getByRole('button', { name: lang === 'en' ? 'Save' : 'حفظ' }).click();
      await expect(
        dialog.getByText(
          lang === 'en'
            ? 'This password is too common or too easy to guess.'
            : 'كلمة المرور هذه شائعة جدًا أو سهلة التخمين.',
          { exact: false },
        ),
      ).toBeVisible();
      await auditScreen(page, testInfo, 'accounts-add', lang);
      await dialog.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'إلغاء' }).click();
      await auditScreen(page, testInfo, 'accounts', lang);
    });

    test('an editor who opens an owner page by its address sees the not-allowed screen; no serious axe violation', async ({
      browser,
      baseURL,
      api,
    }, testInfo) => {
      const editor = await addUser(api, 'editor');
      const page = await guestPage(browser, baseURL ?? '', lang);
      await logIn(page, { as: editor });
      await page.goto('/dashboard/backup');
      await expect(
        page.getByRole('heading', { name: lang === 'en' ? 'Not allowed' : 'غير مسموح' }),
      ).toBeVisible();
      await auditScreen(page, testInfo, 'forbidden', lang);
      await page.context().close();
    });
  });
}
