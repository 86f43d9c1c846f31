import type { BranchPause, PickupDays } from '@cakeshop/shared';
import { formatDay } from '@cakeshop/shared/format';

import type { Lang } from './dashboard-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { say } from './support/texts';
import { addBranch } from './week-support';

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test.describe(`pausing a branch's orders (${lang})`, () => {
    test.use({ lang });

    test('the staff pause a chosen day with a note; visitors see it closed with the note, with and without script; Resume takes orders again', async ({
      page,
      api,
      browser,
      baseURL,
    }, testInfo) => {
      const branch = await addBranch(api, unique('E2E Pause'));
      const { days } = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch.id}&cakes=`);
      const day = days.filter((each) => each.state === 'open')[2]?.date;
      if (!day) throw new Error('fewer open days than the test needs');
      const note = lang === 'ar' ? 'الأفران ممتلئة' : 'The ovens are full';

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/dashboard/calendar?branch=${branch.id}`);
      const panel = page.getByRole('region', { name: say(lang, 'dashboard.pause.title') });
      await panel.getByRole('radio', { name: say(lang, 'dashboard.pause.chosenDay') }).check();
      await panel.getByLabel(say(lang, 'dashboard.pause.day')).fill(day.slice(0, 10));
      await panel.getByLabel(say(lang, 'dashboard.pause.noteEn')).fill('The ovens are full');
      await panel.getByLabel(say(lang, 'dashboard.pause.noteAr')).fill('الأفران ممتلئة');
      await panel.getByRole('button', { name: say(lang, 'dashboard.pause.submit') }).click();
      const listed = panel.getByRole('list', {
        name: say(lang, 'dashboard.pause.listLabel', { name: lang === 'ar' ? branch.nameAr : branch.nameEn }),
      });
      await expect(listed).toContainText(formatDay(day, lang));
      await expect(listed).toContainText(note);
      expect(
        (await api.get<BranchPause[]>('ContactUs/GetBranchPauses')).filter((p) => p.branchId === branch.id),
      ).toEqual([expect.objectContaining({ day, noteEn: 'The ovens are full', noteAr: 'الأفران ممتلئة' })]);
      await auditScreen(page, testInfo, 'branch-pause', lang);

      // A visitor without script: the day is offered disabled, saying why and the note.
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
      const visitor = await noScript.newPage();
      await visitor.goto(`/custom-cake?branch=${branch.id}&lang=${lang}`);
      const option = visitor.locator(`select[name="pickupDate"] option[value="${day.slice(0, 10)}"]`);
      await expect(option).toBeDisabled();
      await expect(option).toContainText(say(lang, 'site.calendar.paused'));
      await expect(option).toContainText(note);
      await noScript.close();

      // With script, on a phone: the grid marks it, and choosing it says so.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/custom-cake?branch=${branch.id}&lang=${lang}`);
      const cell = page.getByRole('grid').locator(`[data-day="${day.slice(0, 10)}"]`);
      while (!(await cell.isVisible()))
        await page.getByRole('button', { name: say(lang, 'site.calendar.nextMonth') }).click();
      await expect(cell).toHaveAttribute('aria-disabled', 'true');
      // A day that cannot be chosen still says why when pressed (aria-disabled, not disabled).
      await cell.click({ force: true });
      await expect(page.locator('.date-picker__told')).toContainText(note);
      await page.screenshot({ path: testInfo.outputPath(`pause-picker-${lang}.png`), fullPage: false });

      // Resumed, the day is open again.
      await page.goto(`/dashboard/calendar?branch=${branch.id}`);
      await expect(panel.getByRole('list')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`pause-panel-phone-${lang}.png`), fullPage: true });
      await panel
        .getByRole('button', { name: say(lang, 'dashboard.pause.resumeDay', { day: formatDay(day, lang) }) })
        .click();
      await expect(panel.getByRole('list')).toHaveCount(0);
      const after = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch.id}&cakes=`);
      expect(after.days.find((each) => each.date === day)?.state).toBe('open');
    });
  });
}
