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

/**
 * The public site in front of backends we did not write: Prism's mock server answering from our
 * own OpenAPI document, and backends that break the contract the way real ones do. Every page
 * renders or shows its error state; none crashes (the console guard fails a test on any
 * uncaught exception).
 */
test.describe.configure({ mode: 'default' });

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
];

const ERROR_TEXT = {
  en: 'We could not read what the service sent.',
  ar: 'تعذّرت قراءة ما أرسلته الخدمة.',
};

/** What a page in front of a broken backend may log: the refused answers, and why. */
const EXPECTED_ERRORS = [
  /answered outside the contract/,
  failedLoad(400),
  failedLoad(404),
  failedLoad(500),
  failedLoad(502),
];

/**
 * The page is on screen, whole (its heading) or as its error state (a detail page whose item
 * could not be read), and shows no `undefined`, `NaN` or `[object Object]`.
 */
async function expectPageOrErrorState(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(500);
  await page.waitForLoadState('networkidle');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.or(page.locator('#main').getByRole('alert')).first(), url).toBeVisible();
  expect(await page.locator('body').innerText(), url).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
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
    test(`every public page renders or shows its error state, in ${lang}`, async ({
      page,
      allowConsoleErrors,
    }) => {
      // Prism's pictures are named "string": the browser's request for /string is refused.
      allowConsoleErrors(...EXPECTED_ERRORS);
      for (const path of [...PAGES, '/cakes/1', '/courses/1']) {
        await expectPageOrErrorState(page, `${site.baseURL}${path}?lang=${lang}`);
      }
    });
  }
});

const BROKEN: { kind: BrokenKind; broken: string[] }[] = [
  { kind: 'pascal-case', broken: ['/cakes', '/courses', '/faq'] },
  { kind: 'string-numbers', broken: ['/cakes', '/courses'] },
  { kind: 'missing-endpoint', broken: [] },
  { kind: 'html-errors', broken: [] },
  { kind: 'wrong-paging', broken: [] },
  { kind: 'first-version', broken: [] },
];

for (const { kind, broken } of BROKEN) {
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

    test('every public page renders or shows its error state, and none crashes', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(...EXPECTED_ERRORS);
      const cakes = (await (await fetch(`${backend.url}/api/Cake/GetCakes?pageSize=1`)).json()) as Record<
        string,
        unknown
      >;
      const cakeId = ((cakes.items ?? cakes.Items) as Record<string, number>[])[0];
      for (const path of [...PAGES, `/cakes/${cakeId?.id ?? cakeId?.Id}`]) {
        await expectPageOrErrorState(page, `${site.baseURL}${path}?lang=en`);
      }
    });

    for (const path of broken) {
      for (const lang of ['en', 'ar'] as const) {
        test(`${path} shows its error state with a retry, in ${lang}`, async ({
          page,
          allowConsoleErrors,
        }) => {
          allowConsoleErrors(...EXPECTED_ERRORS);
          await page.goto(`${site.baseURL}${path}?lang=${lang}`);
          const alert = page.locator('#main').getByRole('alert');
          await expect(alert).toContainText(ERROR_TEXT[lang]);
          await expect(
            alert.getByRole('button', { name: lang === 'en' ? 'Try again' : 'إعادة المحاولة' }),
          ).toBeVisible();
        });
      }
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
