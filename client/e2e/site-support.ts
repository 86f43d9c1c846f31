import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, request as playwrightRequest } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/admin';

export type Lang = 'en' | 'ar';

/**
 * Starts a form's island the way a visitor does, by focusing one of its fields, and waits until
 * React has hydrated it (its root is attached): from then on the form checks fields as they are
 * typed and sends without a reload. A test that only reads a page needs no wait: it is HTML.
 */
export async function startIsland(field: Locator): Promise<void> {
  await field.focus();
  const island = field.locator('xpath=ancestor::*[@data-island][1]');
  await expect
    .poll(() =>
      island.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$'))),
    )
    .toBe(true);
}

/** Each public page with a piece of the demo seed it must show, in both languages. */
export const SEEDED_PAGES: { path: string; heading: Record<Lang, RegExp>; shows: Record<Lang, string> }[] = [
  {
    path: '/',
    heading: { en: /Cakes baked with love/, ar: /كعكات نخبزها بحب/ },
    shows: { en: 'Rosewater Bakery', ar: 'مخبز ماء الورد' },
  },
  {
    path: '/cakes',
    heading: { en: /^Cakes$/, ar: /^الكيك$/ },
    shows: { en: 'Birthday cakes', ar: 'كعكات أعياد الميلاد' },
  },
  {
    path: '/cake-categories',
    heading: { en: /Cake categories/, ar: /تصنيفات الكيك/ },
    shows: { en: 'Weddings & celebrations', ar: 'كعكات الأعراس والمناسبات' },
  },
  {
    path: '/courses',
    heading: { en: /^Courses$/, ar: /^الدورات$/ },
    shows: { en: 'Bread & pastry', ar: 'الخبز والمعجنات' },
  },
  {
    path: '/course-categories',
    heading: { en: /Course categories/, ar: /تصنيفات الدورات/ },
    shows: { en: 'Kids & family', ar: 'ورش الأطفال والعائلة' },
  },
  { path: '/about', heading: { en: /Our story/, ar: /حكايتنا/ }, shows: { en: 'Jumeirah', ar: 'جميرا' } },
  {
    path: '/instructor',
    heading: { en: /Chef Lina Haddad/, ar: /الشيف لينا حدّاد/ },
    shows: { en: 'Lyon', ar: 'ليون' },
  },
  {
    path: '/faq',
    heading: { en: /Questions/, ar: /الأسئلة الشائعة/ },
    shows: { en: 'Do you deliver?', ar: 'هل لديكم خدمة توصيل؟' },
  },
  {
    path: '/contact',
    heading: { en: /Contact/, ar: /تواصل معنا/ },
    shows: { en: 'Marina Walk, Shop 7', ar: 'ممشى المارينا' },
  },
];

/** Marks the document on screen: a reload or a navigation loses the mark (see `sameDocument`). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { markedDocument: true }));
}

/** True while the page is still the document `markDocument` marked. */
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { markedDocument?: boolean }).markedDocument === true);
}

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
