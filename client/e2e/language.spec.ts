import { expect, test } from './support/test';

import { brandName } from './support/brand';
import { logIn } from './support/session';

test.describe('languages', () => {
  test('switching to Arabic turns the page right-to-left without a reload, and it sticks', async ({
    page,
    context,
  }) => {
    await logIn(page);
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('button', { name: /^Language: English$/ }).click();
    await page.getByRole('button', { name: 'العربية' }).click();

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'اليوم' })).toBeVisible();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'ar', sameSite: 'Lax' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'الأسئلة الشائعة' })).toBeVisible();
    await expect(page).toHaveTitle(`${await brandName(page.request, 'ar')} | اليوم`);
  });

  test('?lang=ar in a link selects Arabic from the first response, and is remembered', async ({
    page,
    context,
  }) => {
    await page.goto('/cakes?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');
    await page.goto('/account/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أهلًا بعودتك' })).toBeVisible();
  });
});
