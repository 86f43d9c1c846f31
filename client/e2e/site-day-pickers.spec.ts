import type { Cake, CakeCategory, ContactBranch, PickupDays } from '@cakeshop/shared';
import type { Locator, Page } from '@playwright/test';

import { islandOf, waitForIsland } from './basket-support';
import type { AdminApi } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { say } from './support/texts';

const lang = 'ar' as const;

/** Turns the grid's months until the day shows, and gives its cell. */
async function cellOf(scope: Locator, day: string): Promise<Locator> {
  const cell = scope.getByRole('grid').locator(`[data-day="${day.slice(0, 10)}"]`);
  while (!(await cell.isVisible()))
    await scope.getByRole('button', { name: say(lang, 'site.calendar.nextMonth') }).click();
  return cell;
}

/** The page's grid is there once the page has come, with nothing touched (no first use). */
async function gridWithoutTouching(page: Page, scope: Locator): Promise<void> {
  await expect(scope.getByRole('grid')).toBeVisible();
  await expect(scope.locator('select[name="pickupDate"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
}

async function lastBranch(api: AdminApi): Promise<ContactBranch> {
  const branch = (await api.get<ContactBranch[]>('ContactUs/GetBranchs')).at(-1);
  if (!branch) throw new Error('the demo has no branch');
  return branch;
}

test.describe('the day pickers on a phone in Arabic', () => {
  test.use({ lang, viewport: { width: 390, height: 844 } });

  test('the basket reloaded with a shop chosen shows the grid, and a day full for one kind of cake says which', async ({
    page,
    api,
  }, testInfo) => {
    const kind = unique('Wedding');
    const category = await api.post<CakeCategory>('CakeCategory/AddCakeCategory', {
      nameEn: kind,
      nameAr: `أعراس ${kind.slice(-6)}`,
      dailyCapacity: 1,
    });
    const cake = await api.post<Cake>(
      'Cake/AddCake',
      {
        nameEn: unique('Tiered'),
        nameAr: unique('طبقات'),
        cakeCategoryId: category.id,
        sizes: JSON.stringify([
          { labelEn: '2 kg', labelAr: '٢ كغ', price: 400, servingsFrom: 16, servingsTo: 20 },
        ]),
      },
      true,
    );
    const branch = await lastBranch(api);
    const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch.id}&cakes=${cake.id}:1`);
    const full = days.days.filter((day) => day.state === 'open')[4]?.date ?? '';
    // Another visitor takes the one cake of that kind the day allows; other cakes still fit.
    await api.post('Order/AddCakeOrder', {
      lines: [{ cakeId: cake.id, quantity: 1 }],
      pickupDate: full,
      branchId: branch.id,
      customerName: unique('Early'),
      phone: '0501234567',
      language: 'en',
    });

    await page.goto(`/cakes/${cake.id}`);
    const add = islandOf(page, 'addToBasket');
    await add.getByLabel(say(lang, 'site.basket.quantity')).focus();
    await waitForIsland(add);
    await add.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
    await expect(page.locator('.site-header__count')).not.toHaveText('');

    for (const visit of ['arrives', 'reloads']) {
      if (visit === 'arrives') await page.goto(`/basket?branch=${branch.id}`);
      else await page.reload();
      const basket = islandOf(page, 'basket');
      await gridWithoutTouching(page, basket);
      const cell = await cellOf(basket, full);
      await expect(cell).toHaveAttribute('data-state', 'full');
      await cell.click({ force: true });
      await expect(basket.locator('.date-picker__told')).toContainText(
        say(lang, 'site.calendar.fullFor', { kinds: `أعراس ${kind.slice(-6)}` }),
      );
    }
    await page.screenshot({ path: testInfo.outputPath('basket-full-for-kind-ar.png'), fullPage: true });
  });

  test('the custom-cake form asks for the day in the basket’s picker, closed days marked, and sends the day chosen', async ({
    page,
    api,
  }, testInfo) => {
    const branch = await lastBranch(api);
    const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch.id}`);
    const open = days.days.filter((day) => day.state === 'open').map((day) => day.date);
    const [closed, chosen] = [open[6] ?? '', open[7] ?? ''];
    const calendar = (exceptions: object[]) =>
      api.post('ContactUs/UpdateBranchCalendar', {
        branchId: branch.id,
        week: null,
        exceptions,
        orderCutoff: null,
        dailyCapacity: null,
      });
    await calendar([{ from: closed, to: closed, closed: true, noteEn: 'Eid', noteAr: 'العيد' }]);
    try {
      await page.goto(`/custom-cake?branch=${branch.id}`);
      const form = islandOf(page, 'customCake');
      await gridWithoutTouching(page, form);
      await expect(await cellOf(form, closed)).toHaveAttribute('data-state', 'closed');
      await (await cellOf(form, chosen)).click();
      await form.getByLabel(say(lang, 'site.customCake.occasion')).fill('زفاف');
      await form.getByLabel(say(lang, 'site.customCake.description')).fill('ثلاث طبقات بالورد الأبيض');
      await form.getByLabel(say(lang, 'site.order.name')).fill(unique('زائرة'));
      await form.getByLabel(say(lang, 'site.order.phone')).fill('٠٥٠ ١٢٣ ٤٥٦٧');
      await page.screenshot({ path: testInfo.outputPath('custom-cake-picker-ar.png'), fullPage: true });
      await form.getByRole('button', { name: say(lang, 'site.customCake.submit') }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=.*kind=custom/);
      const reference = (await page.locator('.received__reference').textContent())?.trim() ?? '';
      const requests = await api.get<{ items: { pickupDate: string }[] }>(
        `CustomCake/GetCustomCakeRequests?q=${reference}`,
      );
      expect(requests.items[0]?.pickupDate).toBe(chosen);
    } finally {
      await calendar([]);
    }
  });
});
