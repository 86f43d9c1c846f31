import { readFileSync } from 'node:fs';

import { auditScreen, expect, test } from './dashboard-support';
import { say } from './support/texts';

for (const lang of ['en', 'ar'] as const) {
  test.describe(`invoices screen (${lang})`, () => {
    // English at a desktop's width, Arabic on a phone.
    test.use({ lang, viewport: lang === 'en' ? { width: 1280, height: 900 } : { width: 390, height: 844 } });

    test('opens from the menu on its own route, chooses months in the URL, and exports the months as CSV for the accountant', async ({
      page,
    }, testInfo) => {
      await page.goto('/dashboard/home');
      if (lang === 'ar')
        await page.getByRole('button', { name: say(lang, 'shell.topbar.toggleMenu') }).click();
      await page.getByRole('link', { name: say(lang, 'shell.menu.invoices') }).click();
      await expect(page).toHaveURL(/\/dashboard\/invoices$/);
      await expect(
        page.getByRole('heading', { level: 1, name: say(lang, 'dashboard.titles.invoices') }),
      ).toBeVisible();
      // A site that has issued nothing in these months says so.
      await page.goto('/dashboard/invoices?from=2001-01&to=2001-02');
      await expect(page.getByText(say(lang, 'invoices.screen.none'))).toBeVisible();
      await expect(page.getByLabel(say(lang, 'invoices.screen.from'))).toHaveValue('2001-01');
      await auditScreen(page, testInfo, 'invoices', lang);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: say(lang, 'invoices.screen.export') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('invoices-2001-01-2001-02.csv');
      const csv = readFileSync((await download.path()) ?? '');
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.toString('utf8')).toContain('number,kind,advance,issued_at,month,reference');
    });
  });
}
