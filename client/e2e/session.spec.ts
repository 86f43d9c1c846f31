import { expect, failedLoad, test } from './support/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/admin';
import { logIn, storedTokens, TOKEN_KEY } from './support/session';

test.describe('session', () => {
  test('when a guest opens a dashboard page, then login leads back to that page', async ({ page }) => {
    await page.goto('/dashboard/cake?pageNume=2');
    await expect(page).toHaveURL(/\/account\/login\?redirectURL=%2Fdashboard%2Fcake%3FpageNume%3D2$/);
    await logIn(page, { from: '/dashboard/cake?pageNume=2' });
    await expect(page).toHaveURL(/\/dashboard\/cake\?pageNume=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cakes' })).toBeVisible();
  });

  test('when redirectURL points at another site, then login goes to the dashboard instead', async ({
    page,
  }) => {
    await page.goto('/account/login?redirectURL=%2F%2Fevil.example%2F');
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  for (const [lang, message] of [
    ['en', 'Wrong e-mail or password.'],
    ['ar', 'البريد الإلكتروني أو كلمة المرور غير صحيحة.'],
  ] as const) {
    test(`when the password is wrong, then the form says so in the reader's language (${lang})`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(failedLoad(401, '/api/Auth/Login'));
      await page.goto(`/account/login?lang=${lang}`);
      await page.getByLabel(/^E-mail$|^البريد الإلكتروني$/).fill('nobody@example.com');
      await page.getByLabel(/^password$|^كلمة المرور$/i).fill('not-the-password');
      await page.getByRole('button', { name: /^log in$|^تسجيل الدخول$/i }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    });
  }

  test('without remember me, the token lives in the tab only: a new tab must log in again', async ({
    page,
    context,
  }) => {
    await logIn(page);
    expect(await storedTokens(page)).toEqual({ local: null, session: expect.any(String) });
    const second = await context.newPage();
    await second.goto('/dashboard/home');
    await expect(second).toHaveURL(/\/account\/login\?redirectURL=%2Fdashboard%2Fhome/);
  });

  test('with remember me, the token is in localStorage: a new tab is still logged in', async ({
    page,
    context,
  }) => {
    await logIn(page, { remember: true });
    expect(await storedTokens(page)).toEqual({ local: expect.any(String), session: null });
    const second = await context.newPage();
    await second.goto('/dashboard/faq');
    await expect(second).toHaveURL(/\/dashboard\/faq$/);
    await expect(second.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  });

  test('when already logged in, then the login page goes on to the dashboard', async ({ page }) => {
    await logIn(page);
    await page.goto('/account/login');
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  test('logout clears both stores and the cached user, and shows the login page', async ({ page }) => {
    await logIn(page, { remember: true });
    await page.evaluate((key) => sessionStorage.setItem(key, 'stray'), TOKEN_KEY);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    await page.goto('/dashboard/home');
    await expect(page).toHaveURL(/\/account\/login\?redirectURL=/);
  });

  test('when the stored token was tampered with, then the user is back at the login page', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedLoad(401, '/api/Auth/GetAccount'));
    await logIn(page, { remember: true });
    await page.evaluate((key) => {
      const token = localStorage.getItem(key) ?? '';
      localStorage.setItem(key, `${token.slice(0, -4)}AAAA`);
    }, TOKEN_KEY);
    await page.goto('/dashboard/about');
    await expect(page).toHaveURL(/\/account\/login\?redirectURL=%2Fdashboard%2Fabout$/);
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
  });
});
