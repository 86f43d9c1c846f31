import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page, TestInfo } from '@playwright/test';

import { addTwoCakes, closedAndFullDays, islandOf, orderOf, waitForIsland } from './basket-support';
import type { Lang } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { say } from './support/texts';

/** Screenshots of the basket's pages under <output folder>/basket, attached to the report. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(testInfo.project.outputDir, 'basket');
  mkdirSync(dir, { recursive: true });
  const body = await page.screenshot({
    path: join(dir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await testInfo.attach(`${name}.png`, { body, contentType: 'image/png' });
}

const MESSAGE = 'عيد ميلاد سعيد يا Lina ٣٠';
const DIGITS: Record<Lang, (n: number) => string> = {
  en: (n) => String(n),
  ar: (n) => new Intl.NumberFormat('ar-EG').format(n),
};

for (const lang of ['en', 'ar'] as const) {
  test.describe(`a basket on a desktop (${lang})`, () => {
    test.use({ lang, viewport: { width: 1280, height: 900 } });

    test('two cakes in two sizes with an Arabic message, a closed and a full day shown with their reasons, then ordered', async ({
      page,
      api,
    }, testInfo) => {
      const { tiered, box } = await addTwoCakes(api);
      const days = await closedAndFullDays(api, `${tiered.id}:1,${box.id}:2`, box);
      try {
        const customer = unique('Basket visitor');
        // The list says "from" the lowest price of a cake whose sizes differ.
        await page.goto(`/cakes?q=${encodeURIComponent(tiered.nameEn)}`);
        await expect(page.locator('.card__price').first()).toHaveText(
          new RegExp(say(lang, 'site.basket.from', { price: '' }).trim()),
        );

        await page.goto(`/cakes/${tiered.id}`);
        const add = islandOf(page, 'addToBasket');
        await add.getByRole('radio', { name: new RegExp(lang === 'ar' ? '٢ كغ' : '2 kg') }).check();
        await waitForIsland(add);
        await add.getByLabel(say(lang, 'site.basket.flavour')).selectOption({ index: 1 });
        await add.getByLabel(say(lang, 'site.basket.message')).fill(MESSAGE);
        await add.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
        await expect(page).toHaveURL(/\/basket$/);
        await expect(page.locator('.site-header__count')).toHaveText(DIGITS[lang](1));

        await page.goto(`/cakes/${box.id}`);
        const second = islandOf(page, 'addToBasket');
        await second
          .getByRole('radio', { name: new RegExp(lang === 'ar' ? '١٢ قطعة' : '12 pieces') })
          .check();
        await waitForIsland(second);
        await second.getByLabel(say(lang, 'site.basket.quantity')).fill(DIGITS[lang](2));
        await second.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
        await expect(page).toHaveURL(/\/basket$/);
        await expect(page.locator('.site-header__count')).toHaveText(DIGITS[lang](3));

        const basket = islandOf(page, 'basket');
        await expect(basket.locator('.basket-line')).toHaveCount(2);
        await expect(basket.locator('q')).toHaveText(MESSAGE);
        await expect(basket.locator('.basket__total')).toContainText(lang === 'ar' ? '٤٠٠' : '400');

        // One shop; its days come in one read and show as a month grid.
        await basket.getByLabel(say(lang, 'site.order.branch')).selectOption(String(days.branch.id));
        await waitForIsland(basket);
        const grid = basket.getByRole('grid');
        await expect(grid).toBeVisible();
        for (const [day, reason, note] of [
          [days.closed, 'site.calendar.closed', lang === 'ar' ? 'العيد' : 'Eid'],
          [days.full, 'site.calendar.full', say(lang, 'site.calendar.full')],
        ] as const) {
          const cell = grid.locator(`[data-day="${day.slice(0, 10)}"]`);
          while (!(await cell.isVisible()))
            await basket.getByRole('button', { name: say(lang, 'site.calendar.nextMonth') }).click();
          await expect(cell).toHaveAttribute('aria-disabled', 'true');
          await expect(cell).toHaveAccessibleName(new RegExp(say(lang, reason)));
          await expect(cell).toHaveAccessibleName(new RegExp(note));
          await expect(cell).toContainText(say(lang, reason));
          // A tap on it tells why below the grid, and chooses nothing.
          await cell.click({ force: true });
          await expect(basket.locator('.date-picker__told')).toContainText(say(lang, reason));
        }
        // The keyboard: from the full day, the arrow that reads forward moves to the next day.
        await grid.locator(`[data-day="${days.full.slice(0, 10)}"]`).focus();
        await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        const nextDay = new Date(Date.parse(days.full) + 86_400_000).toISOString().slice(0, 10);
        await expect(grid.locator(`[data-day="${nextDay}"]`)).toBeFocused();
        const good = grid.locator(`[data-day="${days.good.slice(0, 10)}"]`);
        while (!(await good.isVisible()))
          await basket.getByRole('button', { name: say(lang, 'site.calendar.nextMonth') }).click();
        await good.press('Enter');
        await expect(good.locator('..')).toHaveAttribute('aria-selected', 'true');

        await basket.getByLabel(say(lang, 'site.order.name')).fill(customer);
        await basket.getByLabel(say(lang, 'site.order.phone')).fill('0501234567');
        await expectNoSeriousA11yViolations(page, testInfo, `basket-${lang}`);
        await shoot(page, testInfo, `basket-desktop-${lang}`);
        await basket.getByRole('button', { name: say(lang, 'site.basket.submit') }).click();
        await expect(page).toHaveURL(/\/thank-you\?ref=/);
        await expect(page.locator('.site-header__count')).toBeEmpty();

        const order = await orderOf(api, customer);
        expect(order.pickupDate.slice(0, 10)).toBe(days.good.slice(0, 10));
        expect(order.total).toBe(400);
        expect(
          order.lines?.map((line) => [line.cakeId, line.sizeId, line.quantity, line.cakeMessage]),
        ).toEqual([
          [tiered.id, tiered.sizes?.[1]?.id, 1, MESSAGE],
          [box.id, box.sizes?.[1]?.id, 2, ''],
        ]);
      } finally {
        await days.reset();
      }
    });
  });
}

test.describe('a basket with JavaScript off, on a phone in Arabic', () => {
  test.use({ lang: 'ar', viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('adding, changing a quantity, choosing the shop and a day among the disabled ones, and ordering all work as forms', async ({
    page,
    api,
  }, testInfo) => {
    const { tiered, box } = await addTwoCakes(api);
    const days = await closedAndFullDays(api, `${tiered.id}:1,${box.id}:2`, box);
    try {
      const customer = unique('زائر بلا سكربت');
      await page.goto(`/cakes/${tiered.id}`);
      await page.getByRole('radio', { name: /١ كغ/ }).check();
      await page.getByLabel(say('ar', 'site.basket.flavour')).selectOption({ index: 2 });
      await page.getByLabel(say('ar', 'site.basket.message')).fill(MESSAGE);
      await shoot(page, testInfo, 'cake-phone-ar-nojs');
      await page.getByRole('button', { name: say('ar', 'site.basket.add') }).click();
      await expect(page).toHaveURL(/\/basket$/);

      await page.goto(`/cakes/${box.id}`);
      await page.getByRole('radio', { name: /٦ قطع/ }).check();
      await page.getByRole('button', { name: say('ar', 'site.basket.add') }).click();
      await expect(page).toHaveURL(/\/basket$/);
      await expect(page.locator('.basket-line')).toHaveCount(2);
      await expect(page.locator('.site-header__count')).toHaveText('٢');

      // A quantity changed with its own form: the page comes back with the new total.
      const boxLine = page.locator('.basket-line').nth(1);
      await boxLine.getByRole('textbox').fill('٢');
      await boxLine.getByRole('button', { name: say('ar', 'site.basket.update') }).click();
      await expect(page.locator('.site-header__count')).toHaveText('٣');
      await expect(page.locator('.basket__total')).toContainText('٢٢٠');

      // The shop is a GET form; its days come as a select whose closed and full days are disabled, with why.
      await page.getByLabel(say('ar', 'site.order.branch')).selectOption(String(days.branch.id));
      await page.getByRole('button', { name: say('ar', 'site.basket.showDays') }).click();
      await expect(page).toHaveURL(new RegExp(`branch=${days.branch.id}`));
      const select = page.getByLabel(say('ar', 'site.order.pickupDate'));
      const option = (day: string) => select.locator(`option[value="${day.slice(0, 10)}"]`);
      await expect(option(days.closed)).toBeDisabled();
      await expect(option(days.closed)).toContainText(say('ar', 'site.calendar.closed'));
      await expect(option(days.closed)).toContainText('العيد');
      await expect(option(days.full)).toBeDisabled();
      await expect(option(days.full)).toContainText(say('ar', 'site.calendar.full'));
      await select.selectOption(days.good.slice(0, 10));
      await page.getByLabel(say('ar', 'site.order.name')).fill(customer);
      await page.getByLabel(say('ar', 'site.order.phone')).fill('٠٥٠١٢٣٤٥٦٧');
      await shoot(page, testInfo, 'basket-phone-ar-nojs');
      await page.getByRole('button', { name: say('ar', 'site.basket.submit') }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=/);
      await expect(page.locator('.site-header__count')).toBeEmpty();

      const order = await orderOf(api, customer);
      expect(order.lines?.map((line) => [line.cakeId, line.quantity, line.cakeMessage])).toEqual([
        [tiered.id, 1, MESSAGE],
        [box.id, 2, ''],
      ]);
    } finally {
      await days.reset();
    }
  });
});
