import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from './support/test';

import { openPage } from './site-support';

/** Kept after the run (not only attached) so people can look at the pages; overridable. */
const DIR =
  process.env.SITE_SCREENSHOT_DIR ?? join(import.meta.dirname, '..', 'test-results', 'site-screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`screenshots of home and a course, ${lang}, ${viewport.name}`, async ({ page }, testInfo) => {
      mkdirSync(DIR, { recursive: true });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openPage(page, '/', lang);
      await page.waitForLoadState('networkidle');
      const save = async (name: string) => {
        const path = join(DIR, `${name}-${lang}-${viewport.name}.png`);
        // Lazy images below the fold load only when scrolled to; load them all for the picture.
        await page.evaluate(() =>
          document
            .querySelectorAll('img[loading="lazy"]')
            .forEach((img) => img.setAttribute('loading', 'eager')),
        );
        await page.waitForLoadState('networkidle');
        const body = await page.screenshot({ path, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${name}-${lang}-${viewport.name}`, { body, contentType: 'image/png' });
      };
      await save('home');
      const course = page.locator('section[aria-labelledby="featured-courses"] .card__link').first();
      await course.click();
      await expect(page).toHaveURL(/\/courses\/\d+/);
      await expect(page.locator('.facts')).toBeVisible();
      await save('course');
    });
  }
}
