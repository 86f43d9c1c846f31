import type { ContactBranch } from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import { addTwoCakes, islandOf, waitForIsland } from './basket-support';
import type { AdminApi } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { arrowPointing } from './support/reading';
import { say } from './support/texts';

/** A cake in the visitor's basket (with this message on it), and the basket open on a branch's days. */
async function basketWithDays(page: Page, api: AdminApi, lang: 'en' | 'ar', message = '') {
  const { box } = await addTwoCakes(api);
  await page.goto(`/cakes/${box.id}`);
  const add = islandOf(page, 'addToBasket');
  await add.getByRole('radio').nth(1).check();
  await waitForIsland(add);
  if (message) await add.getByLabel(say(lang, 'site.basket.message')).fill(message);
  await add.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
  await expect(page).toHaveURL(/\/basket$/);
  const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
  const basket = islandOf(page, 'basket');
  await basket.getByLabel(say(lang, 'site.order.branch')).selectOption(String(branch?.id));
  await waitForIsland(basket);
  return basket;
}

test.describe('arrows and quotation marks follow the reading direction', () => {
  for (const [lang, back, forward] of [
    ['ar', 'right', 'left'],
    ['en', 'left', 'right'],
  ] as const) {
    test.describe(`on a phone (${lang})`, () => {
      test.use({ lang, viewport: { width: 390, height: 844 } });

      test(`the month arrows of the pick-up calendar point outward, the previous month to the ${back}`, async ({
        page,
        api,
      }) => {
        const basket = await basketWithDays(page, api, lang);
        const previous = basket.getByRole('button', { name: say(lang, 'site.calendar.previousMonth') });
        const next = basket.getByRole('button', { name: say(lang, 'site.calendar.nextMonth') });
        await expect(next).toBeVisible();
        expect(await arrowPointing(previous.locator('svg'))).toBe(back);
        expect(await arrowPointing(next.locator('svg'))).toBe(forward);
        // Each sits on the side it points to.
        const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
        expect((previousBox?.x ?? 0) > (nextBox?.x ?? 0)).toBe(lang === 'ar');
      });
    });
  }

  test.describe('in Arabic', () => {
    test.use({ lang: 'ar' });

    test('the dashboard’s pager points the previous page to the right and the next to the left', async ({
      page,
    }) => {
      await page.goto('/dashboard/activity');
      const pager = page.locator('.pagination');
      const previous = pager.getByRole('button', { name: say('ar', 'dashboard.list.previous') });
      const next = pager.getByRole('button', { name: say('ar', 'dashboard.list.next') });
      await expect(next).toBeVisible();
      expect(await arrowPointing(previous.locator('svg'))).toBe('right');
      expect(await arrowPointing(next.locator('svg'))).toBe('left');
    });

    test('on a tablet, the opening-hours time fields stay inside their card, side by side without overlapping', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 820, height: 1180 });
      await page.goto('/dashboard/calendar');
      await page.getByLabel(say('ar', 'dashboard.calendar.setWeek')).check();
      const card = page.locator('.calendar__part').filter({ has: page.locator('.calendar__days') });
      const times = card.locator('.calendar__hours input');
      await expect(times.first()).toBeVisible();
      const cardBox = await card.boundingBox();
      if (!cardBox) throw new Error('the week’s card is not shown');
      const boxes = await times.evaluateAll((inputs) =>
        inputs.map((input) => {
          const { left, right, top, bottom } = input.getBoundingClientRect();
          return { left, right, top, bottom };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(cardBox.x);
        expect(box.right).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
      for (let i = 0; i + 1 < boxes.length; i += 2) {
        const [opens, closes] = [boxes[i], boxes[i + 1]];
        if (!opens || !closes) continue;
        const apart = opens.right <= closes.left || closes.right <= opens.left || opens.bottom <= closes.top;
        expect(apart, `day ${i / 2 + 1}: the two times overlap`).toBe(true);
      }
    });
  });

  test.describe('in English', () => {
    // The test widens a quotation mark with a style of its own, which the site's CSP would refuse.
    test.use({ lang: 'en', viewport: { width: 1280, height: 900 }, bypassCSP: true });

    test('an Arabic message on a cake is quoted as English quotes, opening on the left, the message isolated inside', async ({
      page,
      api,
    }) => {
      const message = unique('عيد ميلاد سعيد').replace(/ \S+$/, '');
      const basket = await basketWithDays(page, api, 'en', message);
      const quote = basket.locator('.basket-line__message q');
      await expect(quote).toHaveText(message);
      // The closing mark made wide: it must show after the message, on the right of an English line.
      await page.addStyleTag({ content: 'q::after { display: inline-block; inline-size: 3rem; }' });
      const gaps = await quote.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const outer = element.getBoundingClientRect();
        const text = element.querySelector('bdi')?.getBoundingClientRect() ?? range.getBoundingClientRect();
        return { before: text.left - outer.left, after: outer.right - text.right };
      });
      expect(gaps.after).toBeGreaterThan(gaps.before);
    });
  });
});
