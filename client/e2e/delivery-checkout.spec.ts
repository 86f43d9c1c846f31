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

/** What each run types and reads in its language: the visitor writes as they would. */
const RUNS = [
  {
    lang: 'ar',
    script: false,
    width: 390,
    size: /١ كغ/,
    typed: 'الوص',
    phone: '٠٥٠١٢٣٤٥٦٧',
    fee: '١٥',
    total: '١١٥',
  },
  {
    lang: 'ar',
    script: true,
    width: 390,
    size: /١ كغ/,
    typed: 'الوص',
    phone: '٠٥٠١٢٣٤٥٦٧',
    fee: '١٥',
    total: '١١٥',
  },
  {
    lang: 'en',
    script: false,
    width: 1280,
    size: /1 kg/,
    typed: 'wasl',
    phone: '0501234567',
    fee: '15',
    total: '115',
  },
] as const;

for (const { lang, script, width, size, typed, phone, fee, total } of RUNS) {
  const where = width < 800 ? 'on a phone' : 'on a desktop';
  const language = lang === 'ar' ? 'Arabic' : 'English';
  test.describe(`a gift delivered, ordered ${where} in ${language} with JavaScript ${script ? 'on' : 'off'}`, () => {
    test.use({ lang, viewport: { width, height: 844 }, javaScriptEnabled: script });

    test(`the district found by its ${language} name, its fee in the total, a window, the address and a card message`, async ({
      page,
      api,
    }, testInfo) => {
      const { tiered } = await addTwoCakes(api);
      // The demo's first branch delivers to Al Wasl (الوصل): 15 AED, from 100, free from 400.
      const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
      const customer = unique(lang === 'ar' ? 'مرسلة الهدية' : 'Gift sender');
      const name = `${lang}-script-${script ? 'on' : 'off'}`;

      await page.goto(`/cakes/${tiered.id}`);
      await page.getByRole('radio', { name: size }).check();
      // Choosing the flavour is what wakes the island, with script.
      await page.getByLabel(say(lang, 'site.basket.flavour')).selectOption({ index: 1 });
      if (script) await waitForIsland(islandOf(page, 'addToBasket'));
      await page.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
      await expect(page).toHaveURL(/\/basket$/);

      const basket = islandOf(page, 'basket');
      await basket.getByLabel(say(lang, 'site.order.branch')).selectOption(String(branch!.id));
      if (script) await waitForIsland(basket);
      // Without script each choice is the shop's GET form: the page comes back with what it chose.
      const show = () => basket.getByRole('button', { name: say(lang, 'site.basket.showDays') }).click();
      if (!script) await show();
      await basket.getByRole('radio', { name: say(lang, 'site.delivery.delivery') }).check();
      const search = basket.getByLabel(say(lang, 'site.delivery.search'));
      if (!script) {
        await show();
        await expect(page).toHaveURL(/how=delivery/);
      }
      await search.fill(typed);
      if (!script) await show();
      const district = basket.getByLabel(say(lang, 'site.delivery.district'), { exact: true });
      await expect(district.locator('option')).toHaveCount(2);
      // Each option says its fee too: the district is chosen by its name.
      const wasl = await district
        .locator('option', { hasText: lang === 'ar' ? 'الوصل' : 'Al Wasl' })
        .getAttribute('value');
      await district.selectOption(wasl ?? '');
      if (!script) await show();

      // The fee shows before confirming, and the total holds it.
      await expect(basket.locator('.checkout__fee')).toContainText(fee);
      await expect(basket.locator('.order-form__total')).toContainText(total);
      const window = basket.getByLabel(say(lang, 'site.delivery.window'));
      const first = await window
        .locator('option:not([disabled]):not([value=""])')
        .first()
        .getAttribute('value');
      await window.selectOption(first ?? '');
      await basket.getByLabel(say(lang, 'site.delivery.street')).fill('شارع الوصل');
      await basket.getByLabel(say(lang, 'site.delivery.building')).fill('فيلا ٢٤');
      await basket.getByLabel(say(lang, 'site.delivery.landmark')).fill('مقابل مسجد الوصل');
      // A shop in Dubai asks for no Saudi short address.
      await expect(basket.getByLabel(say(lang, 'site.delivery.shortAddress'))).toHaveCount(0);
      await basket.getByText(say(lang, 'site.delivery.gift')).click();
      await basket.getByLabel(say(lang, 'site.delivery.recipientName')).fill('منى علي');
      await basket.getByLabel(say(lang, 'site.delivery.recipientPhone')).fill('٠٥٠٧٦٥٤٣٢١');
      await basket.getByLabel(say(lang, 'site.delivery.cardMessage')).fill(CARD);
      await basket.getByLabel(say(lang, 'site.delivery.hidePrices')).check();
      await basket.getByLabel(say(lang, 'site.order.name')).fill(customer);
      await basket.getByLabel(say(lang, 'site.order.phone')).fill(phone);
      await shoot(page, testInfo, `checkout-${name}`);
      await basket.getByRole('button', { name: say(lang, 'site.basket.submit') }).click();
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
        await page.getByLabel(say(lang, 'site.track.phone')).fill(phone);
        await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
        return page.locator('[data-delivery-status]');
      };
      await expect(await trackDelivery()).toHaveText(say(lang, 'site.track.deliveryState.waiting'));
      if (script) {
        await page.goto(`/dashboard/inbox/cake/${order.id}`);
        const panel = page.locator('.request__panel', {
          hasText: say(lang, 'dashboard.delivery.panelTitle'),
        });
        await expect(panel).toContainText(CARD);
        await panel
          .getByRole('button', { name: say(lang, 'dashboard.delivery.step.out_for_delivery') })
          .click();
        await panel.getByRole('button', { name: say(lang, 'dashboard.delivery.step.delivered') }).click();
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
      await expect(status).toHaveText(say(lang, 'site.track.deliveryState.delivered'));
      await shoot(page, testInfo, `track-delivered-${name}`);
    });
  });
}
