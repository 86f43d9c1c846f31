import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/admin';
import { TOKEN_KEY } from './support/session';
import { test as base, expect } from './support/test';
import type { Lang } from './support/texts';

export type { Lang };

interface Fixtures {
  lang: Lang;
  /** An API client with the administrator's token and the anti-forgery header, for test data. */
  api: AdminApi;
}

/**
 * Logs in once per worker (through the real form, with "remember me") and reuses the stored
 * token for every test of that worker.
 */
export const test = base.extend<Fixtures, { adminState: { file: string; token: string } }>({
  adminState: [
    async ({ browser, server }, provide, workerInfo) => {
      const page = await browser.newPage({ baseURL: server.baseURL });
      // Two workers hash passwords at once on a small machine: give the first login more time.
      await page.goto('/dashboard/home');
      await page.getByLabel(/e-mail/i).fill(ADMIN_EMAIL);
      await page.getByLabel(/^password$/i).fill(ADMIN_PASSWORD);
      await page.getByLabel(/remember me/i).check();
      await page.getByRole('button', { name: /^log in$/i }).click();
      await expect(page.locator('.shell')).toBeVisible({ timeout: 30_000 });
      const token = await page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_KEY);
      const file = join(workerInfo.project.outputDir, `.dashboard-admin-${workerInfo.workerIndex}.json`);
      await page.context().storageState({ path: file });
      await page.close();
      await provide({ file, token });
    },
    { scope: 'worker' },
  ],
  lang: ['en', { option: true }],
  storageState: async ({ adminState }, provide) => provide(adminState.file),
  context: async ({ context, baseURL, lang }, provide) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    await provide(context);
  },
  api: async ({ playwright, baseURL, adminState }, provide) => {
    const request = await playwright.request.newContext({
      baseURL: baseURL ?? '',
      extraHTTPHeaders: { Authorization: `Bearer ${adminState.token}` },
    });
    await request.get('/account/login', { headers: { Accept: 'text/html' } });
    const xsrf =
      (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    await provide(new AdminApi(request, xsrf));
    await request.dispose();
  },
});

export { expect };

export class AdminApi {
  constructor(
    readonly request: APIRequestContext,
    private readonly xsrf: string,
  ) {}

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`/api/${path}`);
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()) as T;
  }

  async status(path: string): Promise<number> {
    return (await this.request.get(`/api/${path}`)).status();
  }

  async post<T>(path: string, data: object, multipart = false): Promise<T> {
    const headers = { 'X-XSRF-TOKEN': this.xsrf };
    const stringified = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)]));
    const response = multipart
      ? await this.request.post(`/api/${path}`, { headers, multipart: stringified })
      : await this.request.post(`/api/${path}`, { headers, data });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
    // 204: a write that answers nothing.
    return (response.status() === 204 ? undefined : await response.json()) as T;
  }
}

/** A name no other test (or parallel run) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (solid colour, 48×32), built byte by byte so the server's file-type check accepts it. */
export function makePng(rgb: [number, number, number] = [200, 80, 120], width = 48, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Set (E2E_SCREENS=1), a dashboard screen is also pictured at 768 and 360 px after its check, for a
 * review of the layouts: about a third of a second of the machine's time a picture, for pictures
 * no test compares, so a plain run keeps only the one at the test's own width.
 */
const E2E_SCREENS = Boolean(process.env.E2E_SCREENS);
const REVIEW_WIDTHS = E2E_SCREENS ? [768, 360] : [];

/**
 * Checks the screen with axe and keeps a screenshot at the test's width, with E2E_SCREENS=1 also
 * at 768 and 360 px (files under <output folder>/dashboard-screens; the first attached to the
 * HTML report).
 */
export async function auditScreen(page: Page, testInfo: TestInfo, name: string, lang: Lang): Promise<void> {
  await expectNoSeriousA11yViolations(page, testInfo, `${name}-${lang}`);
  const dir = join(testInfo.project.outputDir, 'dashboard-screens');
  mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [viewport.width, ...REVIEW_WIDTHS]) {
    await page.setViewportSize({ width, height: viewport.height });
    const file = join(dir, `${name}-${lang}-${width}.png`);
    const body = await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    // The report shows the screen as the test saw it: the same picture, not a second one.
    if (width === viewport.width)
      await testInfo.attach(`${name}-${lang}.png`, { body, contentType: 'image/png' });
  }
  await page.setViewportSize(viewport);
}
