import { expect, failedLoad, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/axe';
import { attachScreenshot } from './support/screenshot';
import { logIn } from './support/session';

const BASE_SETTINGS = { width: 'fluid', sidebar: 'dark', topbar: 'light' };

for (const lang of ['en', 'ar'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    });

    test('the login page has no serious accessibility violation', async ({ page }, testInfo) => {
      await page.goto('/account/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('form')).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `login-${lang}`);
      await attachScreenshot(page, testInfo, `login-${lang}.png`);
    });

    test('the shell, in each layout, has no serious violation; screenshots attached', async ({
      page,
    }, testInfo) => {
      await logIn(page);
      for (const layout of ['vertical', 'horizontal'] as const) {
        await page.evaluate((settings) => localStorage.setItem('shellSettings', JSON.stringify(settings)), {
          ...BASE_SETTINGS,
          layout,
        });
        await page.reload();
        await expect(page.locator('body')).toHaveAttribute('data-layout', layout);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, testInfo, `shell-${layout}-${lang}`);
        await attachScreenshot(page, testInfo, `shell-${layout}-${lang}.png`);
      }
      await page.getByRole('button', { name: /Layout settings|إعدادات التخطيط/ }).click();
      // The panel loads on first opening.
      await expect(page.locator('#shell-settings')).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `settings-${lang}`);
      await attachScreenshot(page, testInfo, `settings-${lang}.png`);
    });
  });
}

test('the not-found screen has no serious violation', async ({ page, allowConsoleErrors }, testInfo) => {
  allowConsoleErrors(failedLoad(404, '/nowhere'));
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'not-found');
});
