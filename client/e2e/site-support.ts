import type { APIRequestContext, Page } from '@playwright/test';
import { expect, request as playwrightRequest } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/admin';

export type Lang = 'en' | 'ar';

/** Opens a public page in a language (`?lang=`) and waits for its main heading. */
export async function openPage(page: Page, path: string, lang: Lang): Promise<void> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The JSON-LD blocks the page wrote into its head, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks.first()).toBeAttached();
  const texts = await blocks.allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** An API client signed in as the test administrator, with the anti-forgery token the BFF wants. */
export async function adminApi(
  baseURL: string,
): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.get('/'); // the HTML response sets the XSRF-TOKEN cookie
  const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await api.post('/api/Auth/Login', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { api, headers: { 'X-XSRF-TOKEN': xsrf, Authorization: `Bearer ${token}` } };
}
