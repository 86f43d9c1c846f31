import type { ContactBranch, PickupDays } from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import { addTwoCakes } from './basket-support';
import type { AdminApi } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { say } from './support/texts';

const lang = 'ar' as const;
const PHONE = '0507654321';
/** A closure note that says "closed" itself, as shops write them. */
const NOTE = { noteEn: 'Closed for the Eid holiday', noteAr: 'مغلق لعطلة العيد' };

/**
 * The last branch's calendar: these days closed (with the note), nothing else set apart; saved as
 * the staff confirm it when a closed day holds an order (another test's, moved there).
 */
const closeDays = (api: AdminApi, branchId: number, days: string[]) =>
  api.post('ContactUs/UpdateBranchCalendar', {
    branchId,
    week: null,
    exceptions: days.map((day) => ({ from: day, to: day, closed: true, ...NOTE })),
    orderCutoff: null,
    dailyCapacity: null,
    closeRequests: true,
  });

async function setUp(api: AdminApi) {
  const { box } = await addTwoCakes(api);
  const branch = (await api.get<ContactBranch[]>('ContactUs/GetBranchs')).at(-1);
  if (!branch) throw new Error('the demo has no branch');
  await closeDays(api, branch.id, []);
  const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch.id}&cakes=${box.id}:1`);
  const open = days.days.filter((day) => day.state === 'open').map((day) => day.date);
  const [ordered, closed, chosen] = [open[3], open[5], open[7]];
  if (!ordered || !closed || !chosen) throw new Error('fewer open days than the test needs');
  const place = () =>
    api.post<{ reference: string }>('Order/AddCakeOrder', {
      lines: [{ cakeId: box.id, sizeId: box.sizes?.[0]?.id, quantity: 1 }],
      pickupDate: ordered,
      branchId: branch.id,
      customerName: unique('Moving'),
      phone: PHONE,
      language: lang,
    });
  return { branch, closed, chosen, place };
}

async function lookUp(page: Page, reference: string, island: boolean): Promise<void> {
  await page.goto(`/track?ref=${reference}`);
  const phone = page.getByLabel(say(lang, 'site.track.phone'));
  if (island) {
    await phone.focus();
    await page.waitForFunction(() => {
      const element = document.querySelector('[data-island="track"]');
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactContainer$'));
    });
  }
  await phone.fill(PHONE);
  await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
  await expect(page.locator('.track__change-panel')).toBeVisible();
}

test.describe('moving a pick-up from /track on a phone in Arabic', () => {
  test.use({ lang, viewport: { width: 390, height: 844 } });

  test('with JavaScript, the move uses the basket’s grid: a closed day says why once, and the move made is said where it was made', async ({
    page,
    api,
  }, testInfo) => {
    const { branch, closed, chosen, place } = await setUp(api);
    try {
      await closeDays(api, branch.id, [closed]);
      const { reference } = await place();
      await lookUp(page, reference, true);
      const panel = page.locator('.track__change-panel');
      const grid = panel.getByRole('grid');
      await expect(grid).toBeVisible();
      const day = (iso: string) => grid.locator(`[data-day="${iso.slice(0, 10)}"]`);
      // Tapped, a closed day tells its note, which says "closed" already: the word is said once.
      await day(closed).click({ force: true });
      const told = panel.locator('.date-picker__told');
      await expect(told).toContainText(NOTE.noteAr);
      expect((await told.textContent())?.split(say(lang, 'site.calendar.closed')).length).toBe(2);
      await expect(day(closed)).toHaveAttribute('data-state', 'closed');
      await page.screenshot({ path: testInfo.outputPath('track-move-grid-ar.png'), fullPage: true });

      await day(chosen).click();
      await panel.getByRole('button', { name: say(lang, 'site.track.pickupSubmit') }).click();
      const done = page.locator('.track__result .track__done');
      await expect(done).toContainText(
        say(lang, 'site.track.done.pickup', { date: '' })
          .replace(/\s*\.$/, '')
          .trim(),
      );
      await expect(done).toBeFocused();
      await expect(done).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath('track-move-done-ar.png') });
    } finally {
      await closeDays(api, branch.id, []);
    }
  });

  test('without JavaScript, a closed day cannot be chosen, and a day refused since comes back with its reason, in view, the day and phone kept', async ({
    browser,
    api,
    baseURL,
  }, testInfo) => {
    const { branch, closed, chosen, place } = await setUp(api);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL,
    });
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    const page = await context.newPage();
    try {
      await closeDays(api, branch.id, [closed]);
      const { reference } = await place();
      await lookUp(page, reference, false);
      const form = page.locator('form.track__change--pickup');
      const select = form.getByLabel(say(lang, 'site.track.pickupLabel'));
      await expect(select.locator(`option[value="${closed.slice(0, 10)}"]`)).toBeDisabled();
      await select.selectOption(chosen.slice(0, 10));
      // The shop closes that day meanwhile.
      await closeDays(api, branch.id, [closed, chosen]);
      await form.getByRole('button', { name: say(lang, 'site.track.pickupSubmit') }).click();

      const refused = page.locator('form.track__change--pickup');
      await expect(refused.locator('.field__error')).toHaveText(
        say(lang, 'common.errors.codes.pickup.closed'),
      );
      const again = refused.getByLabel(say(lang, 'site.track.pickupLabel'));
      await expect(again).toBeFocused();
      await expect(again).toBeInViewport();
      await expect(again).toHaveValue(chosen.slice(0, 10));
      await expect(refused.locator('input[name="phone"]')).toHaveValue(PHONE);
      await page.screenshot({ path: testInfo.outputPath('track-move-refused-no-js-ar.png') });
    } finally {
      await context.close();
      await closeDays(api, branch.id, []);
    }
  });
});
