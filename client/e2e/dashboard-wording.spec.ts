import type { HomeData } from '@cakeshop/shared';

import { expect, test } from './dashboard-support';
import { say } from './support/texts';

for (const lang of ['en', 'ar'] as const) {
  test.describe(`wording (${lang})`, () => {
    test.use({ lang });

    test('the instructor screen is named in the singular and the course categories naturally, in menu and title', async ({
      page,
    }) => {
      await page.goto('/dashboard/home');
      const nav = page.getByRole('navigation', { name: say(lang, 'shell.navigation') });
      await nav.getByRole('link', { name: say(lang, 'shell.menu.instructor'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        say(lang, 'dashboard.titles.instructor'),
      );
      await nav.getByRole('link', { name: say(lang, 'shell.menu.courseCategories'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        say(lang, 'dashboard.titles.categories'),
      );
      if (lang === 'en') {
        await expect(nav).toContainText('Instructor');
        await expect(nav).not.toContainText('Instructors');
        await expect(nav).toContainText('Course categories');
      }
    });

    test('the currency is chosen from a list named in the UI language, and a stored code off the list is kept', async ({
      page,
      api,
    }) => {
      const before = await api.get<HomeData>('Home/GetHomeData');
      const restore = { ...before, imageUrl: '', imageSrcset: '' };
      try {
        // A code the list does not offer, as another backend or an old save may hold.
        await api.post('Home/UpdateHomeData', { ...restore, currency: 'CHF' }, true);
        await page.goto('/dashboard/home-page');
        const currency = page.getByLabel(say(lang, 'dashboard.fields.currency'), { exact: true });
        await expect(currency).toHaveValue('CHF');
        const names = await currency.locator('option').allTextContents();
        const named = (code: string) => names.find((name) => name.endsWith(`(${code})`)) ?? '';
        // Each name in the UI's language, the code beside it: Latin letters in English, Arabic in Arabic.
        for (const code of [
          'AED',
          'SAR',
          'QAR',
          'KWD',
          'BHD',
          'OMR',
          'JOD',
          'LBP',
          'EGP',
          'USD',
          'EUR',
          'GBP',
          'CHF',
        ]) {
          expect(named(code), code).toMatch(
            lang === 'en' ? /^[A-Z][a-zA-Z .-]+ \([A-Z]{3}\)$/ : /^[\u0600-\u06ff ]+ \([A-Z]{3}\)$/,
          );
        }

        await currency.selectOption('SAR');
        await page.getByRole('button', { name: say(lang, 'dashboard.drafts.publish') }).click();
        await expect(page.getByText(say(lang, 'dashboard.drafts.published'))).toBeVisible();
        expect((await api.get<HomeData>('Home/GetHomeData')).currency).toBe('SAR');
      } finally {
        await api.post('Home/UpdateHomeData', restore, true);
      }
    });
  });
}
