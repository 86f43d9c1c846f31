// What a real browser downloads on a first visit, to check the manifest-based count against.
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS } from './chromium.mjs';

/** Each script and style sheet `url` loads (until the network is idle), with its encoded size. */
export async function firstVisit(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') responses.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(
      responses.map(async (response) => ({
        path: new URL(response.url()).pathname.slice(1),
        status: response.status(),
        bytes: (await response.request().sizes()).responseBodySize,
      })),
    );
  } finally {
    await browser.close();
  }
}
