import type { PickupDays, ShopSettingsOut } from '@cakeshop/shared';
import { formatDay } from '@cakeshop/shared/format';
import { formatHijriDay, hijriRangeBeside } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';

import type { AdminApi, Lang } from './dashboard-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { say } from './support/texts';
import { addBranch } from './week-support';

/**
 * The Umm al-Qura days the issue names, as Umm al-Qura's table gives them. The page writes them
 * in Chromium with its own Intl data; the expected words are these known days, and each page's
 * wording is compared with what the server (Node) writes for the same day.
 */
const KNOWN = [
  { iso: '2027-02-08T00:00:00.000Z', en: '1 Ramadan 1448 AH', ar: '١ رمضان ١٤٤٨ هـ' },
  { iso: '2027-03-09T00:00:00.000Z', en: '1 Shawwal 1448 AH', ar: '١ شوال ١٤٤٨ هـ' },
  { iso: '2027-05-16T00:00:00.000Z', en: '10 Dhuʻl-Hijjah 1448 AH', ar: '١٠ ذو الحجة ١٤٤٨ هـ' },
] as const;

/** Sets the shop's calendar display, keeping every other setting as it is. */
async function showCalendar(api: AdminApi, calendarDisplay: CalendarDisplay): Promise<void> {
  const current = await api.get<ShopSettingsOut>('Settings/GetShopSettings');
  await api.post('Settings/UpdateShopSettings', {
    ...current,
    calendarDisplay,
    expectedVersion: current.version,
  });
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test.describe(`the Hijri date beside the Gregorian one (${lang})`, () => {
    test.use({ lang });
    // The display is the shop's: each test sets it and puts it back, so no other test sees it.
    test.beforeEach(({ api }) => showCalendar(api, 'gregorian-hijri'));
    test.afterEach(({ api }) => showCalendar(api, 'gregorian'));

    test('the closures screen writes each picked day’s Umm al-Qura date as Chromium reads it, the same as the server', async ({
      page,
      api,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const branch = await addBranch(api, unique('E2E Hijri'));
      await page.goto(`/dashboard/calendar?branch=${branch.id}`);
      await page.getByRole('button', { name: say(lang, 'dashboard.calendar.addException') }).click();
      const closure = page.getByRole('group', {
        name: say(lang, 'dashboard.calendar.exception', { n: lang === 'ar' ? '١' : '1' }),
        exact: true,
      });
      const from = closure.getByLabel(say(lang, 'dashboard.calendar.from'), { exact: true });
      for (const day of KNOWN) {
        await from.fill(day.iso.slice(0, 10));
        // The known day, in the page's language and digits, beside the Gregorian one.
        await expect(from).toHaveAccessibleDescription(`${formatDay(day.iso, lang)} (${day[lang]})`);
        expect(formatHijriDay(day.iso, lang)).toBe(day[lang]);
      }
      await auditScreen(page, testInfo, 'hijri-closure', lang);
    });

    test('a pick-up day shows its Hijri date in the picker, and without script in the select; a closure in the banner', async ({
      page,
      api,
      browser,
      baseURL,
    }, testInfo) => {
      const branch = await addBranch(api, unique('E2E Hijri days'));
      const { days } = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch.id}&cakes=`);
      const [open, closedDay] = days.filter((day) => day.state === 'open').map((day) => day.date);
      if (!open || !closedDay) throw new Error('fewer open days than the test needs');
      await api.post('ContactUs/UpdateBranchCalendar', {
        branchId: branch.id,
        week: null,
        exceptions: [{ from: closedDay, to: closedDay, closed: true, noteEn: '', noteAr: '' }],
        dailyCapacity: null,
      });

      // With script: the month grid; the chosen day is told with its Hijri date.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/custom-cake?branch=${branch.id}&lang=${lang}`);
      const grid = page.getByRole('grid');
      await expect(grid).toBeVisible();
      await grid.locator(`[data-day="${open.slice(0, 10)}"]`).click();
      await expect(page.locator('.date-picker__told')).toContainText(formatHijriDay(open, lang));
      await page
        .locator('.date-picker')
        .screenshot({ path: testInfo.outputPath(`hijri-picker-${lang}.png`) });

      // The banner of a closure in the next days names its Hijri day too.
      await expect(page.locator('.closure-banner')).toContainText(
        hijriRangeBeside(closedDay, closedDay, lang, 'gregorian-hijri'),
      );

      // Without script: the select's options, written by the server, say the same.
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
      const visitor = await noScript.newPage();
      await visitor.goto(`/custom-cake?branch=${branch.id}&lang=${lang}`);
      await expect(
        visitor.locator(`select[name="pickupDate"] option[value="${open.slice(0, 10)}"]`),
      ).toContainText(formatHijriDay(open, lang));
      await noScript.close();
    });
  });
}
