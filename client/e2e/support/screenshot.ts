import type { Page, TestInfo } from '@playwright/test';

/** A full-page screenshot attached to the HTML report under `name`. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}
