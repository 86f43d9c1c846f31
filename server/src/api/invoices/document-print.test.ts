import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { readZatcaQrPayload } from '@cakeshop/shared';
import jsQR from 'jsqr';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentOf, startInvoicingApi } from '../../../test/support/invoices';

/**
 * The printed document in a real browser: the QR read back by a QR decoder from a screenshot and
 * from the PDF Chromium prints, the PDF one page on A4 or on an 80 mm roll, its Arabic lines in
 * order as pdftotext reads them.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

let t: Awaited<ReturnType<typeof startInvoicingApi>>;
let browser: Browser;
let origin: string;
let link: string;
let close: () => Promise<void>;
const work = mkdtempSync(path.join(os.tmpdir(), 'cakeshop-print-'));

beforeAll(async () => {
  t = await startInvoicingApi();
  const server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { kind: _kind, ...event } = paymentOf(77, 34500, { deliveryFeeMinor: 2500, amountMinor: 37000 });
  await t.invoices.onPaid(event);
  link = (await t.invoices.documentsOf('cake', 77))[0]!.link;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});
afterAll(async () => {
  await browser?.close();
  await close?.();
  await t?.closeAll();
});

/** What a QR decoder reads in a picture (PNG bytes), or null. */
async function readQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

const EXPECTED_QR = {
  sellerName: 'شركة مخبز الورد',
  vatNumber: '310122393500003',
  totalWithVat: '370.00',
  vatTotal: '48.26',
};

async function printed(query: string) {
  const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
  await page.goto(`${origin}${link}${query}`);
  const screenshot = await page.locator('.qr').screenshot();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.close();
  const file = path.join(work, `${query.replace(/\W/g, '') || 'a4'}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  // pdftotext's default mode reads each line in logical order (Arabic words first to last) and
  // marks the direction with bidi controls, dropped here.
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(
    /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    '',
  );
  const prefix = path.join(work, `${path.basename(file, '.pdf')}-page`);
  execFileSync('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', file, prefix]);
  const raster = readdirSync(work).find(
    (name) => name.startsWith(path.basename(prefix)) && name.endsWith('.png'),
  );
  return { screenshot, info, text, pagePng: readFileSync(path.join(work, raster!)) };
}

describe.each([
  ['A4, Arabic', '', 'A4', 595],
  ['80 mm, Arabic', '&paper=80mm', '80 mm', 227],
  ['A4, English', '&lang=en', 'A4', 595],
])('the printed document on %s', (_label, query, _paper, widthPt) => {
  let result: Awaited<ReturnType<typeof printed>>;
  beforeAll(async () => {
    result = await printed(query);
  });

  it('when the QR is read from a screenshot, then it decodes to the five fields with the Arabic seller name', async () => {
    const text = await readQr(result.screenshot);
    expect(readZatcaQrPayload(text ?? '')).toMatchObject(EXPECTED_QR);
  });

  it('when it is printed to PDF, then one page of the paper’s width, with the QR readable on it', async () => {
    expect(result.info).toMatch(/^Pages:\s+1$/m);
    const width = Number(/^Page size:\s+([\d.]+) x/m.exec(result.info)?.[1]);
    expect(Math.round(width)).toBe(widthPt);
    expect(readZatcaQrPayload((await readQr(result.pagePng)) ?? '')).toMatchObject(EXPECTED_QR);
  });

  it('when pdftotext reads the PDF, then the Arabic lines come in reading order', () => {
    const lines = result.text.split('\n').map((line) => line.trim());
    const at = (needle: string) => lines.findIndex((line) => line.includes(needle));
    for (const phrase of ['فاتورة ضريبية مبسطة', 'شركة مخبز الورد', 'كعكة الورد', 'كب كيك', 'التوصيل'])
      expect(at(phrase), phrase).toBeGreaterThanOrEqual(0);
    expect(at('فاتورة ضريبية مبسطة')).toBeLessThan(at('شركة مخبز الورد'));
    expect(at('كعكة الورد')).toBeLessThan(at('كب كيك'));
    expect(at('كب كيك')).toBeLessThan(at('التوصيل'));
  });
});
