import type { APIRequestContext, Page } from '@playwright/test';
import { expect, request as playwrightRequest } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/admin';

export type Lang = 'en' | 'ar';

/**
 * Waits until React has taken over the page (its root is attached): from then on a click or key
 * press reaches the page's handlers, replayed if hydration is still under way. Before it, the
 * server's HTML is on screen but its buttons do nothing, and the app starts only once the page's
 * first pictures are painted.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** Opens a public page in a language (`?lang=`), waits for its main heading and for the app. */
export async function openPage(page: Page, path: string, lang: Lang): Promise<void> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForApp(page);
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
