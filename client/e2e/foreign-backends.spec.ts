import type { Page } from '@playwright/test';

import {
  startBrokenBackend,
  type BrokenBackend,
  type BrokenKind,
} from '../../scripts/contract-check/broken-backends';
import { startPrism, type MockBackend } from './support/prism';
import { startTestServer, type TestServer } from './support/server';
import { logIn } from './support/session';
import { expect, failedLoad, test } from './support/test';
import type { Lang } from './support/texts';
import { say } from './support/texts';

/**
 * The public site in front of backends we did not write: Prism's mock server answering from our
 * own OpenAPI document, and backends that break the contract the way real ones do. Every page
 * renders, or, where the backend answered outside the contract, is the site's frame with a
 * try-again notice (503); none is a 500 or shows a broken value (the console guard fails a test
 * on any uncaught exception).
 */
test.describe.configure({ mode: 'default' });

/** `{cake}` and `{course}` stand for an id the backend lists. */
const PAGES = [
  '/',
  '/cakes',
  '/cake-categories',
  '/courses',
  '/course-categories',
  '/about',
  '/instructor',
  '/faq',
  '/contact',
  '/track',
  '/cakes/{cake}',
  '/courses/{course}',
];

/**
 * What a page in front of these backends may log: a picture the backend names but cannot serve
 * (Prism names every picture "string"), and the notice's own status.
 */
const EXPECTED_ERRORS = [failedLoad(404), failedLoad(503)];

/** The first id of a list, read from the backend itself (PascalCase or not). */
async function firstId(backend: string, path: string): Promise<number> {
  const body = (await (await fetch(`${backend}${path}?pageSize=1`)).json()) as Record<string, unknown>;
  const item = ((body.items ?? body.Items) as Record<string, number>[])[0];
  return item?.id ?? item?.Id ?? 1;
}

async function pathsFor(backend: string): Promise<(page: string) => string> {
  const cake = await firstId(backend, '/api/Cake/GetCakes');
  const course = await firstId(backend, '/api/Course/GetCourses');
  return (page) => page.replace('{cake}', String(cake)).replace('{course}', String(course));
}

/**
 * The page as a visitor gets it: rendered (its heading, status below 500), or the site's frame with
 * the try-again notice in the visitor's language (503), whose link asks for the same page again.
 * Neither shows `undefined`, `NaN` or `[object Object]`.
 */
async function expectPage(
  page: Page,
  site: string,
  path: string,
  lang: Lang,
  expected: 'rendered' | 'notice',
): Promise<void> {
  const address = `${path}?lang=${lang}`;
  const response = await page.goto(`${site}${address}`);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  if (expected === 'rendered') {
    expect(response?.status(), address).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
    await expect(page.locator('.site-footer'), address).toBeVisible();
  } else {
    expect(response?.status(), address).toBe(503);
    const notice = page.locator('#main').getByRole('alert');
    await expect(notice.getByRole('heading', { level: 1 }), address).toHaveText(
      say(lang, 'site.notice.unavailable.title'),
    );
    await expect(notice).toContainText(say(lang, 'site.notice.unavailable.text'));
    await expect(
      notice.getByRole('link', { name: say(lang, 'site.notice.unavailable.action') }),
    ).toHaveAttribute('href', address);
  }
  expect(await page.locator('body').innerText(), address).not.toMatch(
    /\bundefined\b|\bNaN\b|\[object Object\]/,
  );
}

test.describe('Prism mocking our OpenAPI document', () => {
  let prism: MockBackend;
  let site: TestServer;

  test.beforeAll(async ({ server }) => {
    prism = await startPrism(`${server.baseURL}/api/openapi.json`);
    site = await startTestServer({ API_TARGET: prism.url });
  });
  test.afterAll(async () => {
    await site?.stop();
    await prism?.stop();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`answers that keep the contract render every public page, in ${lang}`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(...EXPECTED_ERRORS);
      const resolve = await pathsFor(prism.url);
      for (const path of PAGES) await expectPage(page, site.baseURL, resolve(path), lang, 'rendered');
    });
  }
});

/** Each kind of broken backend, and the pages it leaves without an answer the site can use. */
const BROKEN: { kind: BrokenKind; unavailable: string[] }[] = [
  // Every page's header reads the home settings, which arrive in PascalCase too.
  { kind: 'pascal-case', unavailable: PAGES },
  // The pages that show a price.
  { kind: 'string-numbers', unavailable: ['/', '/cakes', '/courses', '/cakes/{cake}', '/courses/{course}'] },
  { kind: 'missing-endpoint', unavailable: [] },
  { kind: 'html-errors', unavailable: [] },
  { kind: 'wrong-paging', unavailable: [] },
  { kind: 'first-version', unavailable: [] },
];

for (const { kind, unavailable } of BROKEN) {
  test.describe(`a backend with ${kind}`, () => {
    let backend: BrokenBackend;
    let site: TestServer;

    test.beforeAll(async ({ server }) => {
      backend = await startBrokenBackend(kind, server.baseURL);
      site = await startTestServer({ API_TARGET: backend.url });
    });
    test.afterAll(async () => {
      await site?.stop();
      await backend?.close();
    });

    test('every public page renders, or asks to try again where the answer broke the contract', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(...EXPECTED_ERRORS);
      const resolve = await pathsFor(backend.url);
      for (const path of PAGES) {
        const expected = unavailable.includes(path) ? 'notice' : 'rendered';
        await expectPage(page, site.baseURL, resolve(path), 'en', expected);
      }
    });

    if (unavailable.length > 0) {
      test('the notice is in Arabic for an Arabic visitor, and its link asks for the page again', async ({
        page,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors(...EXPECTED_ERRORS);
        const resolve = await pathsFor(backend.url);
        for (const path of unavailable) await expectPage(page, site.baseURL, resolve(path), 'ar', 'notice');
        const again = page.waitForResponse((response) => response.request().isNavigationRequest());
        await page.getByRole('link', { name: say('ar', 'site.notice.unavailable.action') }).click();
        expect((await again).status()).toBe(503);
        await expect(page.getByRole('alert')).toContainText(say('ar', 'site.notice.unavailable.text'));
      });
    }
  });
}

test.describe("a backend of the contract's first version (no orders, bookings or inbox)", () => {
  let backend: BrokenBackend;
  let site: TestServer;

  test.beforeAll(async ({ server }) => {
    backend = await startBrokenBackend('first-version', server.baseURL);
    site = await startTestServer({ API_TARGET: backend.url });
  });
  test.afterAll(async () => {
    await site?.stop();
    await backend?.close();
  });

  test('the dashboard leaves out the inbox bell and menu entry it would have shown, and toasts nothing', async ({
    page,
    server,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedLoad(404));
    const inboxLinks = () => [
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Orders and bookings' }),
      page.locator('.topbar').getByRole('link', { name: /^Orders and bookings/ }),
    ];
    await logIn(page, { from: `${server.baseURL}/dashboard/home?lang=en` });
    for (const link of inboxLinks()) await expect(link).toBeVisible();

    await logIn(page, { from: `${site.baseURL}/dashboard/home?lang=en` });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const link of inboxLinks()) await expect(link).toHaveCount(0);
    await expect(page.locator('.toast-region__list > li')).toHaveCount(0);
  });
});
