import type { HomeData, ShopSettingsOut } from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import { addUser, guestPage } from './accounts-support';
import type { AdminApi } from './dashboard-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { logIn } from './support/session';
import { failedLoad } from './support/test';
import { say } from './support/texts';

/** The record as an owner's save sends it back (every field, the version it read). */
function bodyOf({ version, updatedAt: _at, updatedBy: _by, ...settings }: ShopSettingsOut) {
  return { ...settings, expectedVersion: version };
}

async function settingsOf(api: AdminApi): Promise<ShopSettingsOut> {
  return api.get<ShopSettingsOut>('Settings/GetShopSettings');
}

/** Puts the settings back as they were before the test, whatever it saved meanwhile. */
async function restore(api: AdminApi, before: ShopSettingsOut): Promise<void> {
  const now = await settingsOf(api);
  await api.post('Settings/UpdateShopSettings', bodyOf({ ...before, version: now.version }));
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

for (const lang of ['en', 'ar'] as const) {
  test.describe(`shop settings (${lang})`, () => {
    test.use({ lang });

    test('an owner opens the settings from the menu, saves them, and a save made meanwhile by someone else is named before it is replaced', async ({
      page,
      api,
      allowConsoleErrors,
    }, testInfo) => {
      // The save refused on purpose, for the version someone else replaced.
      allowConsoleErrors(failedLoad(409, '/api/Settings/UpdateShopSettings'));
      const before = await settingsOf(api);
      const note = unique(lang === 'en' ? 'Order two days ahead' : 'اطلب قبل يومين');
      const legalName = unique(lang === 'en' ? 'Sweet Oven Trading LLC' : 'شركة الفرن الحلو');
      try {
        await page.goto('/dashboard/home');
        const nav = page.getByRole('navigation', { name: say(lang, 'shell.navigation') });
        await nav.getByRole('link', { name: say(lang, 'shell.menu.settings'), exact: true }).click();
        await expect(page).toHaveURL(/\/dashboard\/settings$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          say(lang, 'dashboard.titles.settings'),
        );
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(field(page, 'currency')).toHaveValue(before.currency);
        await expect(field(page, 'timeZone')).toHaveValue(before.timeZone);

        await field(page, 'vatRate').fill('15');
        await field(page, 'seller.legalNameEn').fill(legalName);
        await field(page, 'seller.vatNumber').fill('300 1234 5670 0003');
        await field(page, lang === 'en' ? 'orderNoteEn' : 'orderNoteAr').fill(note);
        // The payment rules: a refund percent over 100 is refused beside its field.
        await field(page, 'paymentRules.depositPercent').fill('40');
        await field(page, 'paymentRules.depositAmount').fill('25');
        await field(page, 'paymentRules.fullRefundDays').fill('5');
        await field(page, 'paymentRules.lateRefundPercent').fill('150');
        await page.getByRole('button', { name: say(lang, 'common.save'), exact: true }).click();
        await expect(field(page, 'paymentRules.lateRefundPercent')).toHaveAttribute('aria-invalid', 'true');
        await field(page, 'paymentRules.lateRefundPercent').fill('60');
        await expect(
          page.getByRole('status').filter({
            hasText: say(lang, 'dashboard.settings.refundPolicy', {
              days: lang === 'ar' ? '٥' : '5',
              percent: lang === 'ar' ? '٦٠' : '60',
            }),
          }),
        ).toBeVisible();
        await expect(page.getByText(say(lang, 'dashboard.form.unsavedChanges'))).toBeVisible();
        await auditScreen(page, testInfo, 'shop-settings', lang);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: testInfo.outputPath(`shop-settings-${lang}-390.png`), fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.getByRole('button', { name: say(lang, 'common.save'), exact: true }).click();
        await expect(page.getByText(say(lang, 'dashboard.settings.saved'))).toBeVisible();

        const saved = await settingsOf(api);
        expect(saved.vatRate).toBe(15);
        expect(saved.seller.legalNameEn).toBe(legalName);
        expect(saved.seller.vatNumber).toBe('300123456700003');
        expect(lang === 'en' ? saved.orderNoteEn : saved.orderNoteAr).toBe(note);
        expect(saved.version).toBe(before.version + 1);
        expect(saved.paymentRules).toMatchObject({
          depositPercent: 40,
          depositAmount: 25,
          fullRefundDays: 5,
          lateRefundPercent: 60,
        });
        // Earlier clients still read the ordering note from the Home data.
        const home = await api.get<HomeData>('Home/GetHomeData');
        expect(lang === 'en' ? home.orderNoteEn : home.orderNoteAr).toBe(note);

        // Someone saves while the screen is open: the next save names them and changes nothing.
        await api.post('Settings/UpdateShopSettings', bodyOf({ ...saved, vatRate: 5 }));
        await field(page, 'vatRate').fill('10');
        await page.getByRole('button', { name: say(lang, 'common.save'), exact: true }).click();
        const conflict = page.locator('.form-status');
        await expect(conflict).toBeVisible();
        const [opening, closing] = say(lang, 'dashboard.settings.changedBy', {
          by: saved.updatedBy ?? '',
          at: '|',
        }).split('|');
        await expect(conflict).toContainText(opening ?? '');
        await expect(conflict).toContainText(closing ?? '');
        expect((await settingsOf(api)).vatRate).toBe(5);
        // Saving again, knowingly, replaces their values (the first save's toast may still show).
        await page.getByRole('button', { name: say(lang, 'common.save'), exact: true }).click();
        await expect(conflict).toBeHidden();
        await expect(page.getByText(say(lang, 'dashboard.settings.saved')).last()).toBeVisible();
        await expect.poll(async () => (await settingsOf(api)).vatRate).toBe(10);
      } finally {
        await restore(api, before);
      }
    });

    test('an editor reads the settings but cannot change them', async ({
      browser,
      baseURL,
      api,
    }, testInfo) => {
      const { email, password } = await addUser(api, 'editor');
      const editor = await guestPage(browser, baseURL ?? '', lang);
      try {
        await logIn(editor, { as: { email, password }, from: '/dashboard/settings' });
        await expect(editor).toHaveURL(/\/dashboard\/settings$/);
        await expect(editor.getByRole('note')).toHaveText(say(lang, 'dashboard.settings.ownersOnly'));
        await expect(field(editor, 'currency')).toBeDisabled();
        await expect(field(editor, 'seller.legalNameEn')).toBeDisabled();
        await expect(field(editor, 'whatsappNumber')).toBeDisabled();
        await expect(editor.getByRole('button', { name: say(lang, 'common.save'), exact: true })).toHaveCount(
          0,
        );
        await editor.setViewportSize({ width: 390, height: 844 });
        await editor.screenshot({
          path: testInfo.outputPath(`shop-settings-editor-${lang}-390.png`),
          fullPage: true,
        });
      } finally {
        await editor.context().close();
      }
    });
  });
}
