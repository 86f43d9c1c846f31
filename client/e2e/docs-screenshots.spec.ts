import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, Page } from '@playwright/test';

import { adminApi } from './site-support';
import { samePicture } from './support/png';
import { startTestServer, type TestServer } from './support/server';
import { logIn } from './support/session';
import { expect, test as base } from './support/test';
import type { Lang } from './support/texts';

/**
 * The pictures the docs show (README.md, docs/*.md), taken of the built site on every run so they
 * never show a screen that has changed since. They are committed: a run that changes a screen
 * changes its picture, and the diff shows it.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const IMAGES = join(ROOT, 'docs', 'images');

const SHOTS = [
  'site-en-desktop',
  'site-ar-phone',
  'inbox-en-desktop',
  'inbox-ar-phone',
  'order-en-desktop',
  'order-ar-desktop',
  'calendar-en-desktop',
  'calendar-ar-desktop',
] as const;
type Shot = (typeof SHOTS)[number];

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

// 10:00 on a Sunday in Dubai (the demo's time zone): every date and time the pictures show follows
// from it, so a run on another day takes the same pictures.
const MORNING = '2026-12-06T06:00:00.000Z';
const CONFIRMED = '2026-12-06T06:25:00.000Z';

/**
 * A reference is random; the pictures show fixed ones in their place (the same form, four and
 * four letters and digits), so a picture changes only when its screen does.
 */
const SHOWN_REFERENCES = ['K7Q2-9MXD', 'R3WA-5TZH', 'P8NC-2FLV'];

interface Shop {
  server: TestServer;
  /** The orders made for the pictures, in the order they came in: id and reference. */
  orders: { id: number; reference: string }[];
}

const CUSTOMERS = [
  {
    customerName: 'Sara Al Mansoori',
    phone: '+971 50 123 4567',
    language: 'en',
    cake: 'Strawberry shortcake',
    message: 'Happy birthday, Lara!',
  },
  {
    customerName: 'مريم الهاشمي',
    phone: '+971 55 765 4321',
    language: 'ar',
    cake: 'Rainbow sprinkle cake',
    message: 'عيد ميلاد سعيد يا ليان',
  },
  {
    customerName: 'Omar Haddad',
    phone: '+971 52 222 3344',
    language: 'en',
    cake: 'Chocolate fudge cake',
    message: '',
  },
] as const;

/**
 * A server of this file's own on a moved clock, with three visitors' orders at one branch for its
 * first open day: the first two confirmed by the staff (so their messages to the customer show),
 * a deposit recorded on the first.
 */
const test = base.extend<object, { shop: Shop }>({
  shop: [
    async ({}, provide) => {
      // The address the customer's messages link to, rather than the test server's own port.
      const server = await startTestServer({ SITE_URL: 'https://rosewater.example' }, { clock: MORNING });
      const { api, headers } = await adminApi(server.baseURL);
      const json = async <T>(path: string): Promise<T> => {
        const response = await api.get(`/api/${path}`, { headers });
        expect(response.status(), path).toBe(200);
        return (await response.json()) as T;
      };
      const post = async <T>(path: string, data: object): Promise<T> => {
        const response = await api.post(`/api/${path}`, { headers, data });
        expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
        return (await response.json()) as T;
      };
      const { items: cakes } = await json<{ items: { id: number; nameEn: string }[] }>(
        'Cake/GetCakes?pageSize=50',
      );
      const cakeId = (name: string) => cakes.find((cake) => cake.nameEn === name)?.id ?? 0;
      const branches = await json<{ id: number; nameEn: string }[]>('ContactUs/GetBranchs');
      const marina = branches.find((branch) => branch.nameEn === 'Dubai Marina')?.id ?? 0;
      const { earliest } = await json<{ earliest: string }>(
        `Order/GetPickupDays?branchId=${marina}&cakes=${cakeId(CUSTOMERS[0].cake)}:1`,
      );
      const orders = [];
      for (const { cake, message, ...customer } of CUSTOMERS) {
        const line = { cakeId: cakeId(cake), quantity: 1, cakeMessage: message };
        const { reference } = await post<{ reference: string }>('Order/AddCakeOrder', {
          ...customer,
          lines: [line],
          pickupDate: earliest,
          branchId: marina,
        });
        const { items } = await json<{ items: { id: number }[] }>(`Order/GetCakeOrders?q=${reference}`);
        orders.push({ id: items[0]?.id ?? 0, reference });
      }
      await server.setClock?.(CONFIRMED);
      for (const order of orders.slice(0, 2))
        await post('Order/UpdateCakeOrderStatus', { id: order.id, status: 'confirmed' });
      await post('Order/RecordOrderPayment', {
        orderId: orders[0]?.id,
        amount: 50,
        method: 'card',
        paidOn: `${MORNING.slice(0, 10)}T00:00:00.000Z`,
      });
      await api.dispose();
      await provide({ server, orders });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

// One server for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

async function openContext(browser: Browser, shop: Shop, lang: Lang, viewport: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({
    baseURL: shop.server.baseURL,
    viewport: VIEWPORTS[viewport],
    locale: lang === 'ar' ? 'ar-AE' : 'en-GB',
    timezoneId: 'Asia/Dubai',
  });
  await context.clock.install({ time: new Date(MORNING) });
  await context.clock.resume();
  await context.addCookies([{ name: 'lang', value: lang, url: shop.server.baseURL }]);
  return context;
}

/**
 * Takes the picture, with the shop's references shown as fixed ones, and writes it unless the
 * committed one shows the same (`samePicture`), so a run leaves unchanged screens' files alone.
 */
async function shoot(page: Page, shop: Shop, shot: Shot, options: { fullPage?: boolean } = {}) {
  await page.waitForLoadState('networkidle');
  const references = Object.fromEntries(
    shop.orders.map((order, index) => [order.reference, SHOWN_REFERENCES[index] ?? order.reference]),
  );
  await page.evaluate((shown) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const [reference, fixed] of Object.entries(shown))
        if (node.nodeValue?.includes(reference)) node.nodeValue = node.nodeValue.replaceAll(reference, fixed);
  }, references);
  const picture = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    fullPage: options.fullPage ?? false,
  });
  mkdirSync(IMAGES, { recursive: true });
  const path = join(IMAGES, `${shot}.png`);
  if (!existsSync(path) || !samePicture(readFileSync(path), picture)) writeFileSync(path, picture);
}

test('the site: its home page in English on a desktop and in Arabic on a phone', async ({
  browser,
  shop,
}) => {
  for (const [lang, viewport, shot] of [
    ['en', 'desktop', 'site-en-desktop'],
    ['ar', 'phone', 'site-ar-phone'],
  ] as const) {
    const context = await openContext(browser, shop, lang, viewport);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, shop, shot);
    await context.close();
  }
});

// English on a desktop; Arabic with the inbox on a phone, as the staff often have it at the counter.
for (const { lang, inbox, order, shots } of [
  {
    lang: 'en',
    inbox: 'desktop',
    order: 0,
    shots: { inbox: 'inbox-en-desktop', order: 'order-en-desktop', calendar: 'calendar-en-desktop' },
  },
  {
    lang: 'ar',
    inbox: 'phone',
    order: 1,
    shots: { inbox: 'inbox-ar-phone', order: 'order-ar-desktop', calendar: 'calendar-ar-desktop' },
  },
] as const) {
  test(`the dashboard in ${lang}: the inbox, an order and the opening calendar`, async ({
    browser,
    shop,
  }) => {
    const context = await openContext(browser, shop, lang, inbox);
    const page = await context.newPage();
    await logIn(page);
    await page.goto('/dashboard/inbox');
    await expect(page.getByText(shop.orders[2]?.reference ?? '').first()).toBeVisible();
    await shoot(page, shop, shots.inbox);

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`/dashboard/inbox/cake/${shop.orders[order]?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shop.orders[order]?.reference ?? '');
    await expect(page.locator('.shell')).toContainText(CUSTOMERS[order].customerName);
    await shoot(page, shop, shots.order, { fullPage: true });

    await page.goto('/dashboard/calendar');
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await shoot(page, shop, shots.calendar);
    await context.close();
  });
}

/** The pictures README.md and docs/*.md show, by name. */
function shownByDocs(): string[] {
  const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'))];
  const names = pages.flatMap((name) => {
    const text = readFileSync(join(ROOT, name === 'README.md' ? name : join('docs', name)), 'utf8');
    return [...text.matchAll(/images\/([\w-]+)\.png/g)].map((match) => match[1] ?? '');
  });
  return [...new Set(names)].sort();
}

test('every picture the docs show is one this file takes, and each one it takes is shown', () => {
  expect(shownByDocs()).toEqual([...SHOTS].sort());
});

test('a picture is kept when a run draws it again, and taken again when a word of it changes', async ({
  browser,
  shop,
}) => {
  const context = await openContext(browser, shop, 'en', 'desktop');
  const page = await context.newPage();
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  const first = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(samePicture(first, await page.screenshot({ animations: 'disabled', caret: 'hide' }))).toBe(true);
  await heading.evaluate(
    (element) => (element.textContent = (element.textContent ?? '').replace('love', 'care')),
  );
  expect(samePicture(first, await page.screenshot({ animations: 'disabled', caret: 'hide' }))).toBe(false);
  await context.close();
});
