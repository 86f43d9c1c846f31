import type { CakeOrder, ContactBranch, PickupDays } from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import { addTwoCakes } from './basket-support';
import type { AdminApi, Lang } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { failedLoad } from './support/test';
import { say } from './support/texts';

const PHONE = '0507654322';

/** An order on the last branch's fourth open day, and a later open day to move it to. */
async function setUp(api: AdminApi, lang: Lang) {
  const { box } = await addTwoCakes(api);
  const branch = (await api.get<ContactBranch[]>('ContactUs/GetBranchs')).at(-1);
  if (!branch) throw new Error('the demo has no branch');
  const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch.id}&cakes=${box.id}:1`);
  const open = days.days.filter((day) => day.state === 'open').map((day) => day.date);
  const [ordered, chosen] = [open[3], open[9]];
  if (!ordered || !chosen) throw new Error('fewer open days than the test needs');
  const { reference } = await api.post<{ reference: string }>('Order/AddCakeOrder', {
    lines: [{ cakeId: box.id, sizeId: box.sizes?.[0]?.id, quantity: 1 }],
    pickupDate: ordered,
    branchId: branch.id,
    customerName: unique('Paused move'),
    phone: PHONE,
    language: lang,
  });
  const pause = () =>
    api.post('ContactUs/PauseBranchOrders', {
      branchId: branch.id,
      day: chosen,
      noteEn: 'The ovens are full',
      noteAr: 'الأفران ممتلئة',
    });
  const resume = () => api.post('ContactUs/ResumeBranchOrders', { branchId: branch.id, day: chosen });
  return { reference, ordered, chosen, pause, resume };
}

async function lookUp(page: Page, lang: Lang, reference: string, island: boolean): Promise<void> {
  await page.goto(`/track?ref=${reference}&lang=${lang}`);
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

test.describe('moving a pick-up on /track onto a day the branch paused meanwhile', () => {
  test('without JavaScript (Arabic, phone): the move is refused beside the day, saying the branch takes no orders then', async ({
    browser,
    api,
    baseURL,
  }, testInfo) => {
    const lang = 'ar';
    const { reference, chosen, pause, resume } = await setUp(api, lang);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL,
    });
    const page = await context.newPage();
    try {
      await lookUp(page, lang, reference, false);
      const form = page.locator('form.track__change--pickup');
      await form.getByLabel(say(lang, 'site.track.pickupLabel')).selectOption(chosen.slice(0, 10));
      await pause();
      await form.getByRole('button', { name: say(lang, 'site.track.pickupSubmit') }).click();
      const refused = page.locator('form.track__change--pickup');
      await expect(refused.locator('.field__error')).toHaveText(
        say(lang, 'common.errors.codes.pickup.paused'),
      );
      await expect(refused.getByLabel(say(lang, 'site.track.pickupLabel'))).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath('track-move-paused-no-js-ar.png') });
    } finally {
      await context.close();
      await resume();
    }
  });

  test('with JavaScript (English, desktop): the island shows the same refusal and the order keeps its day', async ({
    page,
    api,
    allowConsoleErrors,
  }, testInfo) => {
    // The refusal is the answer this test waits for.
    allowConsoleErrors(failedLoad(400, '/api/Order/ChangeCakeOrderPickup'));
    const lang = 'en';
    const { reference, ordered, chosen, pause, resume } = await setUp(api, lang);
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await lookUp(page, lang, reference, true);
      const panel = page.locator('.track__change-panel');
      const cell = panel.getByRole('grid').locator(`[data-day="${chosen.slice(0, 10)}"]`);
      while (!(await cell.isVisible()))
        await panel.getByRole('button', { name: say(lang, 'site.calendar.nextMonth') }).click();
      await cell.click();
      await pause();
      await panel.getByRole('button', { name: say(lang, 'site.track.pickupSubmit') }).click();
      await expect(panel.locator('.field__error')).toHaveText(say(lang, 'common.errors.codes.pickup.paused'));
      await page.screenshot({ path: testInfo.outputPath('track-move-paused-island-en.png') });
      const orders = await api.get<{ items: CakeOrder[] }>(`Order/GetCakeOrders?q=${reference}`);
      expect(orders.items.map((order) => order.pickupDate)).toEqual([ordered]);
    } finally {
      await resume();
    }
  });
});
