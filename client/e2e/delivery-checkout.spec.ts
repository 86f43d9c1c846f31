import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { ContactBranch } from '@cakeshop/shared';
import type { Page, TestInfo } from '@playwright/test';

import { addTwoCakes, islandOf, orderOf, waitForIsland } from './basket-support';
import { expect, test, unique } from './dashboard-support';
import { say } from './support/texts';

/** Screenshots of the delivery checkout under <output folder>/delivery, attached to the report. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(testInfo.project.outputDir, 'delivery');
  mkdirSync(dir, { recursive: true });
  const body = await page.screenshot({
    path: join(dir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await testInfo.attach(`${name}.png`, { body, contentType: 'image/png' });
}

const CARD = 'كل عام وأنتِ بخير يا منى 🎂';

for (const script of [false, true]) {
  test.describe(`a gift delivered, ordered on a phone in Arabic with JavaScript ${script ? 'on' : 'off'}`, () => {
    test.use({ lang: 'ar', viewport: { width: 390, height: 844 }, javaScriptEnabled: script });

    test('the district found by its Arabic name, its fee in the total, a window, the address and a card message', async ({
      page,
      api,
    }, testInfo) => {
      const { tiered } = await addTwoCakes(api);
      // The demo's first branch delivers to Al Wasl (الوصل): 15 AED, from 100, free from 400.
      const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
      const customer = unique('مرسلة الهدية');
      const name = script ? 'script-on' : 'script-off';

      await page.goto(`/cakes/${tiered.id}`);
      await page.getByRole('radio', { name: /١ كغ/ }).check();
      // Choosing the flavour is what wakes the island, with script.
      await page.getByLabel(say('ar', 'site.basket.flavour')).selectOption({ index: 1 });
      if (script) await waitForIsland(islandOf(page, 'addToBasket'));
      await page.getByRole('button', { name: say('ar', 'site.basket.add') }).click();
      await expect(page).toHaveURL(/\/basket$/);

      const basket = islandOf(page, 'basket');
      await basket.getByLabel(say('ar', 'site.order.branch')).selectOption(String(branch!.id));
      if (script) await waitForIsland(basket);
      // Without script each choice is the shop's GET form: the page comes back with what it chose.
      const show = () => basket.getByRole('button', { name: say('ar', 'site.basket.showDays') }).click();
      if (!script) await show();
      await basket.getByRole('radio', { name: say('ar', 'site.delivery.delivery') }).check();
      const search = basket.getByLabel(say('ar', 'site.delivery.search'));
      if (!script) {
        await show();
        await expect(page).toHaveURL(/how=delivery/);
      }
      await search.fill('الوص');
      if (!script) await show();
      const district = basket.getByLabel(say('ar', 'site.delivery.district'));
      await expect(district.locator('option')).toHaveCount(2);
      // Each option says its fee too: the district is chosen by its name.
      const wasl = await district.locator('option', { hasText: 'الوصل' }).getAttribute('value');
      await district.selectOption(wasl ?? '');
      if (!script) await show();

      // The fee shows before confirming, and the total holds it.
      await expect(basket.locator('.checkout__fee')).toContainText('١٥');
      await expect(basket.locator('.order-form__total')).toContainText('١١٥');
      const window = basket.getByLabel(say('ar', 'site.delivery.window'));
      const first = await window
        .locator('option:not([disabled]):not([value=""])')
        .first()
        .getAttribute('value');
      await window.selectOption(first ?? '');
      await basket.getByLabel(say('ar', 'site.delivery.street')).fill('شارع الوصل');
      await basket.getByLabel(say('ar', 'site.delivery.building')).fill('فيلا ٢٤');
      await basket.getByLabel(say('ar', 'site.delivery.landmark')).fill('مقابل مسجد الوصل');
      // A shop in Dubai asks for no Saudi short address.
      await expect(basket.getByLabel(say('ar', 'site.delivery.shortAddress'))).toHaveCount(0);
      await basket.getByText(say('ar', 'site.delivery.gift')).click();
      await basket.getByLabel(say('ar', 'site.delivery.recipientName')).fill('منى علي');
      await basket.getByLabel(say('ar', 'site.delivery.recipientPhone')).fill('٠٥٠٧٦٥٤٣٢١');
      await basket.getByLabel(say('ar', 'site.delivery.cardMessage')).fill(CARD);
      await basket.getByLabel(say('ar', 'site.delivery.hidePrices')).check();
      await basket.getByLabel(say('ar', 'site.order.name')).fill(customer);
      await basket.getByLabel(say('ar', 'site.order.phone')).fill('٠٥٠١٢٣٤٥٦٧');
      await shoot(page, testInfo, `checkout-phone-ar-${name}`);
      await basket.getByRole('button', { name: say('ar', 'site.basket.submit') }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=/);

      const order = await orderOf(api, customer);
      expect(order).toMatchObject({
        fulfilment: 'delivery',
        total: 115,
        pickupDate: first?.split('|')[0],
        delivery: {
          fee: 15,
          address: { districtNameAr: 'الوصل', street: 'شارع الوصل', building: 'فيلا ٢٤' },
          recipient: { name: 'منى علي', phone: '+971507654321', cardMessage: CARD, hidePrices: true },
        },
      });

      // The staff send it out and mark it delivered on the order's page; /track says so.
      const trackDelivery = async () => {
        await page.goto(`/track?ref=${order.reference}`);
        await page.getByLabel(say('ar', 'site.track.phone')).fill('٠٥٠١٢٣٤٥٦٧');
        await page.getByRole('button', { name: say('ar', 'site.track.submit') }).click();
        return page.locator('[data-delivery-status]');
      };
      await expect(await trackDelivery()).toHaveText(say('ar', 'site.track.deliveryState.waiting'));
      if (script) {
        await page.goto(`/dashboard/inbox/cake/${order.id}`);
        const panel = page.locator('.request__panel', {
          hasText: say('ar', 'dashboard.delivery.panelTitle'),
        });
        await expect(panel).toContainText(CARD);
        await panel
          .getByRole('button', { name: say('ar', 'dashboard.delivery.step.out_for_delivery') })
          .click();
        await panel.getByRole('button', { name: say('ar', 'dashboard.delivery.step.delivered') }).click();
        await expect(panel.locator('[data-delivery-status]')).toHaveAttribute(
          'data-delivery-status',
          'delivered',
        );
        await shoot(page, testInfo, 'order-delivered-phone-ar');
      } else {
        await api.post('Delivery/UpdateDeliveryStatus', { orderId: order.id, status: 'out_for_delivery' });
        await api.post('Delivery/UpdateDeliveryStatus', { orderId: order.id, status: 'delivered' });
      }
      const status = await trackDelivery();
      await expect(status).toHaveText(say('ar', 'site.track.deliveryState.delivered'));
      await shoot(page, testInfo, `track-delivered-phone-ar-${name}`);
    });
  });
}
