import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin';

export const TOKEN_KEY = 'userToken';

interface LoginOptions {
  remember?: boolean;
  /** Where to start; the guard sends the browser to the login page with it as redirectURL. */
  from?: string;
  /** Someone other than the first administrator (a user the test added). */
  as?: { email: string; password: string };
}

/**
 * Logs in through the real login form (the way a person does) and waits for the page it leads
 * to. Every browser test that needs the dashboard starts with this.
 */
export async function logIn(
  page: Page,
  { remember = false, from = '/dashboard/home', as }: LoginOptions = {},
): Promise<void> {
  await page.goto(from);
  await expect(page).toHaveURL(/\/account\/login/);
  await page.getByLabel(/e-mail|البريد الإلكتروني/i).fill(as?.email ?? ADMIN_EMAIL);
  await page.getByLabel(/^password$|^كلمة المرور$/i).fill(as?.password ?? ADMIN_PASSWORD);
  if (remember) await page.getByLabel(/remember me|تذكّرني/i).check();
  await page.getByRole('button', { name: /^log in$|^تسجيل الدخول$/i }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
  await expect(page.locator('.shell')).toBeVisible();
}

/** The token in each store, as the page sees them. */
export async function storedTokens(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    TOKEN_KEY,
  );
}
