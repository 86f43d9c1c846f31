import type { Page } from '@playwright/test';

import { expect, test } from './dashboard-support';
import { bilingualLabel, say } from './support/texts';

/** Where the focused field's label starts, and where the bars fixed over the page end. */
async function labelAndBars(page: Page): Promise<{ label: number; bars: number }> {
  return page.evaluate(() => {
    const field = document.activeElement;
    const label = field?.id ? document.querySelector(`label[for="${field.id}"]`) : null;
    const bars = [...document.querySelectorAll('.topbar, .topnav')]
      .filter((bar) => getComputedStyle(bar).position === 'fixed' && getComputedStyle(bar).display !== 'none')
      .map((bar) => bar.getBoundingClientRect().bottom);
    return { label: label?.getBoundingClientRect().top ?? -1, bars: Math.max(0, ...bars) };
  });
}

for (const lang of ['en', 'ar'] as const) {
  for (const layout of ['vertical', 'horizontal'] as const) {
    test.describe(`a field Save sends the reader to (${lang}, ${layout} layout)`, () => {
      test.use({ lang });

      test('when Save focuses a field that needs fixing, then its label shows below the fixed bars', async ({
        page,
      }) => {
        await page.addInitScript((chosen) => {
          localStorage.setItem('shellSettings', JSON.stringify({ layout: chosen }));
        }, layout);
        await page.goto('/dashboard/home-page');
        await expect(page.locator('body')).toHaveAttribute('data-layout', layout);
        const field = page.getByLabel(bilingualLabel(lang, 'brandName', 'inEnglish'), { exact: true });
        await field.fill('');
        // The field sits just under the topbar, as after reading down the long Home form and back.
        await field.evaluate((input) => {
          const top = input.getBoundingClientRect().top + window.scrollY;
          window.scrollTo(0, top - 40);
        });
        // A draft may be incomplete; publishing checks every field.
        await page.getByRole('button', { name: say(lang, 'dashboard.drafts.publish'), exact: true }).click();
        await expect(field).toBeFocused();
        const { label: labelTop, bars } = await labelAndBars(page);
        expect(bars).toBeGreaterThan(0);
        expect(labelTop).toBeGreaterThanOrEqual(bars);
      });
    });
  }
}
