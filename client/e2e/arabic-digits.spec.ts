import type { ContactBranch } from '@cakeshop/shared';

import { addTwoCakes, islandOf, orderOf, waitForIsland } from './basket-support';
import { expect, test, unique } from './dashboard-support';
import { latinDigitsShown, middleDotsShown } from './support/reading';
import { say } from './support/texts';

const lang = 'ar' as const;

test.describe('numbers on the pages of an Arabic visitor, on a phone', () => {
  test.use({ lang, viewport: { width: 390, height: 844 } });

  test('from the cake to its tracking, every number is in Arabic-Indic digits and no middle dot separates facts', async ({
    page,
    api,
  }) => {
    const { tiered } = await addTwoCakes(api);
    const customer = unique('زائرة الأرقام');

    // Limits and counts the sentences take as values: "١٠ أحرف", "٣ صور", "حتى ٦٠ حرفًا".
    await page.goto('/custom-cake');
    await expect(page.getByText(/١٠ أحرف على الأقل/)).toBeVisible();
    await expect(page.getByText(/حتى ٣ صور/)).toBeVisible();
    await expect(page.getByLabel(say(lang, 'site.customCake.servings'))).toHaveValue('١٢');
    expect(await latinDigitsShown(page)).toEqual([]);

    await page.goto(`/cakes/${tiered.id}`);
    await expect(page.getByText(/حتى ٦٠ حرفًا/)).toBeVisible();
    expect(await latinDigitsShown(page)).toEqual([]);
    expect(await middleDotsShown(page)).toEqual([]);

    const add = islandOf(page, 'addToBasket');
    // Even the quantity the page fills in for the visitor.
    await expect(add.getByLabel(say(lang, 'site.basket.quantity'))).toHaveValue('١');
    await add.getByRole('radio', { name: /٢ كغ/ }).check();
    await waitForIsland(add);
    await add.getByLabel(say(lang, 'site.basket.flavour')).selectOption({ index: 1 });
    await add.getByLabel(say(lang, 'site.basket.quantity')).fill('٢');
    await add.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
    await expect(page).toHaveURL(/\/basket$/);

    // "٢ كغ، ١٦–٢٠ شخصًا": the Arabic comma, not a dot that reads as a zero between two numbers.
    const basket = islandOf(page, 'basket');
    await expect(basket.locator('.basket-line__detail').first()).toHaveText('٢ كغ، ١٦–٢٠ شخصًا');
    await expect(basket.getByLabel(say(lang, 'site.basket.quantity'))).toHaveValue('٢');
    expect(await latinDigitsShown(page)).toEqual([]);
    expect(await middleDotsShown(page)).toEqual([]);

    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    await basket.getByLabel(say(lang, 'site.order.branch')).selectOption(String(branch?.id));
    await waitForIsland(basket);
    await basket.locator('.date-picker__day[data-state="open"]').first().click();
    expect(await latinDigitsShown(page)).toEqual([]);
    expect(await middleDotsShown(page)).toEqual([]);
    await basket.getByLabel(say(lang, 'site.order.name')).fill(customer);
    await basket.getByLabel(say(lang, 'site.order.phone')).fill('٠٥٠٩٨٧٦٥٤٣');
    await basket.getByRole('button', { name: say(lang, 'site.basket.submit') }).click();

    // The next steps are numbered in the page's digits too.
    await expect(page).toHaveURL(/\/thank-you\?ref=/);
    const steps = page.locator('ol.received__steps');
    await expect(steps).toHaveCSS('list-style-type', 'arabic-indic');
    expect(await latinDigitsShown(page)).toEqual([]);
    const reference = new URL(page.url()).searchParams.get('ref') ?? '';

    await page.goto('/track');
    await page.getByLabel(say(lang, 'site.track.reference')).fill(reference);
    await page.getByLabel(say(lang, 'site.track.phone')).fill('٠٥٠٩٨٧٦٥٤٣');
    await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
    const result = page.locator('.track__result');
    await expect(result).toContainText('× ٢');
    await expect(result.locator('dd').filter({ hasText: /^٢$/ })).toBeVisible();
    expect(await latinDigitsShown(page)).toEqual([]);
    expect(await middleDotsShown(page)).toEqual([]);
  });
});

test.describe('numbers on the staff’s screens in Arabic', () => {
  test.use({ lang, viewport: { width: 1280, height: 900 } });

  test('settings, lists, an order, the production sheet and the log write numbers in Arabic-Indic digits; a price label names the currency as amounts do', async ({
    page,
    api,
  }) => {
    const { tiered } = await addTwoCakes(api);
    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    const days = await api.get<{ days: { date: string; state: string }[] }>(
      `Order/GetPickupDays?branchId=${branch?.id}&cakes=${tiered.id}:3`,
    );
    const day = days.days.find((each) => each.state === 'open')?.date ?? '';
    const customer = unique('طلب الأرقام');
    await api.post('Order/AddCakeOrder', {
      lines: [{ cakeId: tiered.id, sizeId: tiered.sizes?.[1]?.id, quantity: 3, cakeMessage: 'مبروك' }],
      pickupDate: day,
      branchId: branch?.id,
      customerName: customer,
      phone: '0501234567',
      language: 'ar',
    });
    const order = await orderOf(api, customer);

    await page.goto('/dashboard/home-page');
    await expect(page.getByText(/من ٠ إلى ٧٢٠\. الافتراضي ٤٨/)).toBeVisible();
    expect(await latinDigitsShown(page)).toEqual([]);

    await page.goto('/dashboard/cake');
    await page.getByRole('button', { name: say(lang, 'dashboard.cakes.add') }).click();
    // "السعر (د.إ.)" as the amounts write it, not "السعر (AED)".
    await expect(
      page
        .getByRole('dialog')
        .getByText(/^السعر \(د\.إ\./)
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    for (const path of [
      '/dashboard/inbox',
      `/dashboard/inbox/cake/${order.id}`,
      `/dashboard/production?date=${day.slice(0, 10)}`,
      '/dashboard/activity',
      '/dashboard/courses',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0);
      expect(await latinDigitsShown(page), path).toEqual([]);
      expect(await middleDotsShown(page), path).toEqual([]);
    }
  });
});
